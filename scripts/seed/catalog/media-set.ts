import { type ArtInput, avatarSvg, bannerSvg, SVG_CONTENT_TYPE, squareSvg } from '../artwork';

export interface MediaFile {
  key: string;
  contentType: string;
  body: string;
}

/**
 * Collects the catalog's artwork while the records are built: every helper answers the key it stored, so a record
 * can only reference media that exists.
 */
export interface MediaSet {
  banner(key: string, art: ArtInput): string;
  square(key: string, art: ArtInput): string;
  avatar(key: string, artist: { id: string; name: string }): string;
  files(): MediaFile[];
}

export function createMediaSet(): MediaSet {
  const files = new Map<string, MediaFile>();
  const add = (key: string, body: string) => {
    files.set(key, { key, contentType: SVG_CONTENT_TYPE, body });
    return key;
  };
  return {
    banner: (key, art) => add(key, bannerSvg(art)),
    square: (key, art) => add(key, squareSvg(art)),
    avatar: (key, artist) => add(key, avatarSvg(artist)),
    files: () => [...files.values()],
  };
}
