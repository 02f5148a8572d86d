import { getGift } from '../../data/gift';
import type { Deps } from '../../lib/deps';
import { endWithoutDelivery } from './gift-ends';
import { returnedAt } from './gift-rules';
import { payGift } from './send-gift';

/**
 * The recovery sweep's end for a gift in its index: a fee payment its request left unfinished is charged once by
 * its order id and completed (or refused: the item is freed; a challenge still open is the 3-d-secure workflow's);
 * a gift still waiting for its receiver at the return time goes back to its giver.
 */
export async function resumeGift(deps: Deps, giftId: string): Promise<void> {
  const gift = await getGift(deps.db, giftId);
  if (gift?.status === 'paying') await payGift(deps, gift);
  const returnAt = gift?.status === 'waiting' ? returnedAt(gift) : null;
  if (gift && returnAt && returnAt <= deps.clock.now())
    await endWithoutDelivery(deps, gift, { from: 'waiting', status: 'reclaimed' });
}
