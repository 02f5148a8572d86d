/**
 * Whether a file is served to anyone under MEDIA_BASE_URL (artwork, reports) or kept private (vault content),
 * read only through a short-lived signed URL.
 */
export type MediaAccess = 'public' | 'private';

/** Media storage (artwork, video, audio) addressed by key; answers turn keys into `${MEDIA_BASE_URL}/${key}` URLs. */
export interface MediaPort {
  put(key: string, body: string | Uint8Array, contentType: string, access?: MediaAccess): Promise<void>;
  exists(key: string, access?: MediaAccess): Promise<boolean>;
  /** A URL that reads the private file `key` for `expiresInSeconds` (S3 presigned in AWS, HMAC-signed locally). */
  signedUrl(key: string, expiresInSeconds: number): Promise<string>;
  /**
   * A URL a browser PUTs one public file `key` to, with `headers`, within `expiresInSeconds`: exactly `size` bytes
   * of `contentType` (S3 presigned PUT in AWS, HMAC-signed locally).
   */
  presignedUpload(
    key: string,
    upload: { contentType: string; size: number; expiresInSeconds: number },
  ): Promise<{ url: string; headers: Record<string, string> }>;
}
