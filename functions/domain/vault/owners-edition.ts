import type { Db } from '../../data/db';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import { findEdition } from '../collection/find-item';
import { hiddenFrom } from '../collection/item-rules';

/**
 * The edition `nftId`/`itemId` when `userUuid` owns it: 404 for an unknown edition, one the platform still holds or
 * another user's private one; 403 for another user's.
 */
export async function ownersEdition(db: Db, nftId: string, itemId: string, userUuid: string) {
  const found = await findEdition(db, nftId, itemId);
  if (!found.item.owner || hiddenFrom(found.item, userUuid)) throw new NotFoundError();
  if (found.item.owner !== userUuid) throw new ForbiddenError();
  return found;
}
