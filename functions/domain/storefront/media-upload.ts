import { storefrontMessages } from '../../../shared/domain/storefront-messages';
import type { CreatorRecord } from '../../data/creator';
import type { Deps } from '../../lib/deps';
import { ValidationError } from '../../lib/errors';

/** How long an upload URL may be used. */
const UPLOAD_URL_SECONDS = 15 * 60;

const extensionOf: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
};

const folderOf = (creatorId: string) => `storefront/${creatorId}/`;
/** The file name presignMediaUpload gives: a new id and one of the extensions above. */
const UPLOADED_NAME = new RegExp(`^[0-9A-Z]{26}\\.(${Object.values(extensionOf).join('|')})$`);

/**
 * A draft's media key must name an upload of the creator's own (presignMediaUpload's shape, in their folder): not
 * another creator's file, not a path out of the folder ('../'), not a URL ('https:', 'data:') to show instead.
 */
export function assertOwnMediaKey(creator: Pick<CreatorRecord, 'id'>, key: string | null | undefined): void {
  if (key === null || key === undefined) return;
  const folder = folderOf(creator.id);
  if (!key.startsWith(folder) || !UPLOADED_NAME.test(key.slice(folder.length)))
    throw new ValidationError([
      { field: 'media_key', message: storefrontMessages.storefrontMediaKeyInvalid },
    ]);
}

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
  const key = `${folderOf(creator.id)}${deps.newId()}.${extensionOf[contentType] ?? 'bin'}`;
  const upload = await deps.media.presignedUpload(key, {
    contentType,
    size,
    expiresInSeconds: UPLOAD_URL_SECONDS,
  });
  return { key, ...upload };
}
