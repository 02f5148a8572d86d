import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, resolve, sep } from 'node:path';
import type { MediaAccess, MediaPort } from '../ports/media';

/** Where the local server answers signed URLs of private media (the local stand-in for S3 presigned URLs). */
export const SIGNED_MEDIA_PATH = '/private-media/';

/** Where the local server takes uploads to signed URLs (the local stand-in for S3 presigned PUTs). */
export const SIGNED_UPLOAD_PATH = '/media-upload/';

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

/** Why the local server refuses a signed URL: its expiry passed, or its signature does not match. */
export type SignedMediaRefusal = 'expired' | 'invalid';

export interface LocalMedia extends MediaPort {
  /** The private file a signed URL (path and query) reads at `nowMs`, or why it is refused. */
  readSigned(url: URL, nowMs: number): { file: string } | { refused: SignedMediaRefusal };
  /** Stores an upload to a signed URL (path and query) at `nowMs` when its type and size are the signed ones. */
  writeSigned(
    url: URL,
    upload: { contentType: string; body: Uint8Array },
    nowMs: number,
  ): Promise<{ key: string } | { refused: SignedMediaRefusal }>;
}

export interface LocalMediaOptions {
  /** Private files; never under `directory`, which the local server serves to anyone. Default: `<directory>-private`. */
  privateDirectory?: string;
  /** The HMAC key of signed URLs; a random one per process when not given. */
  signingSecret?: string;
  /** The clock of the expiries it signs. */
  nowMs?: () => number;
}

/**
 * Media as files under `directory` (DATA_DIR/media in the local cloud, served at /media). The content type is
 * not stored: the local server derives it from the key's extension, as CloudFront does from S3's metadata.
 * Private files sit in their own directory, read through /private-media/<key>?expires=<s>&signature=<hmac>.
 */
export function localMedia(directory: string, options: LocalMediaOptions = {}): LocalMedia {
  const roots: Record<MediaAccess, string> = {
    public: resolve(directory),
    private: resolve(options.privateDirectory ?? `${resolve(directory)}-private`),
  };
  const secret = options.signingSecret ?? randomBytes(32).toString('hex');
  const nowMs = options.nowMs ?? Date.now;
  const pathOf = (key: string, access: MediaAccess = 'public') => {
    assertSafeKey(key);
    const root = roots[access];
    const path = join(root, key);
    if (!path.startsWith(root + sep)) throw new Error(`Invalid media key: ${JSON.stringify(key)}`);
    return path;
  };
  const signatureOf = (key: string, expires: string, upload = '') =>
    createHmac('sha256', secret).update(`${key}\n${expires}${upload}`).digest('base64url');
  const sameSignature = (given: string, expected: string) =>
    given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
  const put: MediaPort['put'] = async (key, body, _contentType, access) => {
    const path = pathOf(key, access);
    await mkdir(dirname(path), { recursive: true });
    // Write then rename, so a reader (or an interrupted seed) never sees half a file.
    const temporary = `${path}.${process.pid}.tmp`;
    await writeFile(temporary, body);
    await rename(temporary, path);
  };
  return {
    put,
    async exists(key, access) {
      const info = await stat(pathOf(key, access)).catch(() => undefined);
      return info?.isFile() ?? false;
    },
    async signedUrl(key, expiresInSeconds) {
      pathOf(key, 'private');
      const expires = String(Math.floor(nowMs() / 1000) + expiresInSeconds);
      const query = new URLSearchParams({ expires, signature: signatureOf(key, expires) });
      return `${SIGNED_MEDIA_PATH}${key.split('/').map(encodeURIComponent).join('/')}?${query}`;
    },
    readSigned(url, now) {
      const expires = url.searchParams.get('expires') ?? '';
      const given = Buffer.from(url.searchParams.get('signature') ?? '');
      let key: string;
      let file: string;
      try {
        key = decodeURIComponent(url.pathname.slice(SIGNED_MEDIA_PATH.length));
        file = pathOf(key, 'private');
      } catch {
        return { refused: 'invalid' };
      }
      const expected = Buffer.from(signatureOf(key, expires));
      // The signature covers the expiry, so checking it first makes a moved expiry 'invalid', not 'expired'.
      if (!/^\d+$/.test(expires) || given.length !== expected.length || !timingSafeEqual(given, expected))
        return { refused: 'invalid' };
      if (Number(expires) * 1000 <= now) return { refused: 'expired' };
      return { file };
    },
    async presignedUpload(key, upload) {
      pathOf(key);
      const expires = String(Math.floor(nowMs() / 1000) + upload.expiresInSeconds);
      const size = String(upload.size);
      const signature = signatureOf(key, expires, `\nPUT ${upload.contentType} ${size}`);
      const query = new URLSearchParams({ expires, size, signature });
      return {
        url: `${SIGNED_UPLOAD_PATH}${key.split('/').map(encodeURIComponent).join('/')}?${query}`,
        headers: { 'Content-Type': upload.contentType },
      };
    },
    async writeSigned(url, upload, now) {
      const expires = url.searchParams.get('expires') ?? '';
      const size = url.searchParams.get('size') ?? '';
      let key: string;
      try {
        key = decodeURIComponent(url.pathname.slice(SIGNED_UPLOAD_PATH.length));
        pathOf(key);
      } catch {
        return { refused: 'invalid' };
      }
      // The signature covers the type and the size: another file than the one presigned is refused.
      const expected = signatureOf(key, expires, `\nPUT ${upload.contentType} ${size}`);
      if (
        !/^\d+$/.test(expires) ||
        String(upload.body.byteLength) !== size ||
        !sameSignature(url.searchParams.get('signature') ?? '', expected)
      )
        return { refused: 'invalid' };
      if (Number(expires) * 1000 <= now) return { refused: 'expired' };
      await put(key, upload.body, upload.contentType);
      return { key };
    },
  };
}
