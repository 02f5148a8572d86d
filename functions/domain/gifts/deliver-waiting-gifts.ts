import { getGift, listGiftsWaitingFor } from '../../data/gift';
import { getUser } from '../../data/user';
import type { Deps } from '../../lib/deps';
import { deliverGift, endWithoutDelivery } from './gift-ends';

/**
 * An account verified `email` (EmailVerified): each gift waiting for that address is delivered to it. A gift whose
 * giver now holds the address goes back to them. Each gift is read again first (the index is eventually
 * consistent) and ends once, so a redelivered event changes nothing twice.
 */
export async function deliverWaitingGifts(deps: Deps, userUuid: string, email: string): Promise<number> {
  const user = await getUser(deps.db, userUuid);
  if (!user?.emailVerified || user.email.toLowerCase() !== email.toLowerCase()) return 0;
  let delivered = 0;
  for (const seen of await listGiftsWaitingFor(deps.db, email)) {
    const gift = await getGift(deps.db, seen.id);
    if (gift?.status !== 'waiting') continue;
    if (gift.giverUuid === user.uuid)
      await endWithoutDelivery(deps, gift, { from: 'waiting', status: 'reclaimed' });
    else if ((await deliverGift(deps, gift, user.uuid, 'waiting')).status === 'delivered') delivered++;
  }
  return delivered;
}
