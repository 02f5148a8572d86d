import type { Visibility } from '../../../shared/domain/enums';
import { messages } from '../../../shared/domain/messages';
import { visibilityLock } from '../../../shared/rules/item-visibility';
import { getNft } from '../../data/nft';
import { getNftItem, setItemVisibility } from '../../data/nft-item';
import type { Deps } from '../../lib/deps';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { ownerPermissions } from './item-rules';

/** A change lost to a racing write is read and checked again this many times before giving up. */
const ATTEMPTS = 3;

/**
 * PATCH /nft/item/{id}: the owner makes their item public or private (part 1 §4). 404 for no stored item, 403 for
 * another user's, 409 while resale is not allowed (the resale denial's code and text) or the item is listed.
 */
export async function changeItemVisibility(
  deps: Pick<Deps, 'db' | 'clock' | 'flags'>,
  input: { itemId: string; userUuid: string; visibility: Visibility },
) {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const item = await getNftItem(deps.db, input.itemId);
    if (!item) throw new NotFoundError();
    if (item.owner !== input.userUuid) throw new ForbiddenError();
    const nft = await getNft(deps.db, item.nftId);
    if (!nft) throw new NotFoundError();
    const permissions = ownerPermissions(item, nft, { now: deps.clock.now(), flags: deps.flags });
    const lock = visibilityLock({ resellAllowed: permissions.resellAllowed, listed: item.listing !== null });
    if (lock === 'resell_not_allowed') {
      const reason = permissions.resellDeniedReason;
      throw new ConflictError(
        reason?.description ?? messages.resellNotAllowed,
        reason?.code ?? 'resell_not_available',
      );
    }
    if (lock === 'listed') throw new ConflictError(messages.visibilityListed, 'item_listed');
    const written = await setItemVisibility(deps.db, item, input.userUuid, input.visibility);
    if (written) return { item: written, nft, permissions };
  }
  throw new ConflictError(messages.visibilityUpdateFailed);
}
