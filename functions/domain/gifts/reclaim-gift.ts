import { fillMessage, messages } from '../../../shared/domain/messages';
import { formatDate } from '../../../shared/format/date';
import { type GiftRecord, getGift, giftIdOfOrder } from '../../data/gift';
import { getNftItem } from '../../data/nft-item';
import type { Deps } from '../../lib/deps';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import { GiftNotReclaimableError } from './errors';
import { endWithoutDelivery } from './gift-ends';
import { reclaimableAt } from './gift-rules';

/** The open gift of the owner's item (null when none is open); 404 for no item, 403 for another user's. */
export async function openGiftOf(deps: Deps, itemId: string, userUuid: string): Promise<GiftRecord | null> {
  const item = await getNftItem(deps.db, itemId);
  if (!item?.owner) throw new NotFoundError();
  if (item.owner !== userUuid) throw new ForbiddenError();
  const giftId = item.lockedForOrder ? giftIdOfOrder(item.lockedForOrder) : undefined;
  const gift = giftId ? await getGift(deps.db, giftId) : undefined;
  return gift?.giverUuid === userUuid ? gift : null;
}

/**
 * The giver takes back a gift still unclaimed 30 days after it was paid: the gift ends reclaimed and the item is
 * theirs to use again. 409 when no gift is pending on the item or the 30 days have not passed.
 */
export async function reclaimGift(deps: Deps, itemId: string, giverUuid: string): Promise<GiftRecord> {
  const gift = await openGiftOf(deps, itemId, giverUuid);
  if (gift?.status !== 'waiting') throw new GiftNotReclaimableError(messages.giftNotPending);
  const from = reclaimableAt(gift);
  if (from && from > deps.clock.now())
    throw new GiftNotReclaimableError(
      fillMessage(messages.giftReclaimNotYet, { date: `${formatDate(from, 'UTC')} UTC` }),
    );
  const ended = await endWithoutDelivery(deps, gift, { from: 'waiting', status: 'reclaimed' });
  // Claimed by its receiver in the meantime.
  if (ended.status !== 'reclaimed') throw new GiftNotReclaimableError(messages.giftNotPending);
  return ended;
}
