import type { CreatorRecord } from '../../data/creator';
import type { Deps } from '../../lib/deps';

/** How long an upload URL may be used. */
const UPLOAD_URL_SECONDS = 15 * 60;

const extensionOf: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
};

/**
 * A presigned upload of a storefront NFT's media: a fresh public key under the creator's folder (the extension
 * gives its content type when served), for exactly `size` bytes of `contentType`.
 */
export async function presignMediaUpload(
  deps: Pick<Deps, 'media' | 'newId'>,
  creator: CreatorRecord,
  contentType: string,
  size: number,
) {
  const key = `storefront/${creator.id}/${deps.newId()}.${extensionOf[contentType] ?? 'bin'}`;
  const upload = await deps.media.presignedUpload(key, {
    contentType,
    size,
    expiresInSeconds: UPLOAD_URL_SECONDS,
  });
  return { key, ...upload };
}
