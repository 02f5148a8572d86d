import type { MetadataJson } from 'libphonenumber-js/core';
import metadata from './phone-metadata.json';

/**
 * libphonenumber's own metadata cut to the calling codes of the allowed countries (scripts/phone-metadata.ts): the
 * phone checks of the server and the sign-up form decide alike with it, in 21 KB less.
 */
export const phoneMetadata = metadata as MetadataJson;
