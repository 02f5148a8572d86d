import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, resolve, sep } from 'node:path';
import type { MediaPort } from '../ports/media';

/** A key is a relative path of plain segments: nothing absolute, no '.' or '..', no backslashes. */
function assertSafeKey(key: string): void {
  const segments = key.split('/');
  if (
    !key ||
    isAbsolute(key) ||
    key.includes('\\') ||
    segments.some((segment) => segment === '' || segment === '.' || segment === '..')
  ) {
    throw new Error(`Invalid media key: ${JSON.stringify(key)}`);
  }
}

/**
 * Media as files under `directory` (DATA_DIR/media in the local cloud, served at /media). The content type is
 * not stored: the local server derives it from the key's extension, as CloudFront does from S3's metadata.
 */
export function localMedia(directory: string): MediaPort {
  const root = resolve(directory);
  const pathOf = (key: string) => {
    assertSafeKey(key);
    const path = join(root, key);
    if (!path.startsWith(root + sep)) throw new Error(`Invalid media key: ${JSON.stringify(key)}`);
    return path;
  };
  return {
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Write then rename, so a reader (or an interrupted seed) never sees half a file.
      const temporary = `${path}.${process.pid}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, path);
    },
    async exists(key) {
      const info = await stat(pathOf(key)).catch(() => undefined);
      return info?.isFile() ?? false;
    },
  };
}
