import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { MetadataJson } from 'libphonenumber-js/core';
import fullMetadata from 'libphonenumber-js/metadata.min.json';
import { allowedPhoneCountryCodes } from '../shared/domain/geo';

/**
 * libphonenumber-js's minimal metadata cut to the calling codes that have a country whose numbers are accepted
 * (allowedPhoneCountryCodes): 62 of its 83 KB, for the registration Lambda and the sign-up form. Every country of
 * a kept calling code stays, so a number is attributed to the country the whole metadata names (a Guernsey +44
 * 1481 number stays GG and is refused); a number of any other calling code does not parse and is refused with the
 * same message as a country outside the list. Written to shared/domain/phone-metadata.json by
 * `npx tsx scripts/phone-metadata.ts`, after upgrading libphonenumber-js or changing the list (a unit test fails
 * until then).
 */
export function allowedPhoneMetadata(full: MetadataJson = fullMetadata as MetadataJson): MetadataJson {
  const allowed = new Set(allowedPhoneCountryCodes);
  const callingCodes = Object.fromEntries(
    Object.entries(full.country_calling_codes).filter(([, countries]) =>
      countries.some((c) => allowed.has(c)),
    ),
  );
  const kept = new Set<string>(Object.values(callingCodes).flat());
  const countries = Object.fromEntries(
    Object.entries(full.countries).filter(([country]) => kept.has(country)),
  );
  return { ...full, country_calling_codes: callingCodes, countries, nonGeographic: {} } as MetadataJson;
}

export const PHONE_METADATA_FILE = fileURLToPath(
  new URL('../shared/domain/phone-metadata.json', import.meta.url),
);

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await writeFile(PHONE_METADATA_FILE, `${JSON.stringify(allowedPhoneMetadata())}\n`);
  console.log(`wrote ${PHONE_METADATA_FILE}`);
}
