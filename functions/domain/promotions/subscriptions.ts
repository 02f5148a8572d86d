import { getPromotionSubscription, listUserPromotionSubscriptions } from '../../data/promotion-subscription';
import type { Deps } from '../../lib/deps';

/** Answers whether the caller registered interest in a promotion; a visitor never has. */
export type SubscribedTo = (promotionUuid: string) => boolean;

export const visitorSubscriptions: SubscribedTo = () => false;

/**
 * The caller's subscriptions among the promotions a page shows: no read for a visitor or a page without one (most
 * drops have none), one item for a single promotion, else one query of the caller's subscriptions.
 */
export async function subscriptionsOf(
  deps: Deps,
  userUuid: string | null,
  promotionUuids: readonly (string | null)[],
): Promise<SubscribedTo> {
  const shown = [...new Set(promotionUuids.filter((uuid) => uuid !== null))];
  if (userUuid === null || shown.length === 0) return visitorSubscriptions;
  const [only] = shown;
  if (shown.length === 1 && only !== undefined) {
    const subscribed = await isSubscribed(deps, userUuid, only);
    return (promotionUuid) => subscribed && promotionUuid === only;
  }
  const subscribed = new Set(
    (await listUserPromotionSubscriptions(deps.db, userUuid)).map((entry) => entry.promotionUuid),
  );
  return (promotionUuid) => subscribed.has(promotionUuid);
}

/** Whether the caller subscribed to one promotion (one read; false for a visitor or without a promotion). */
export async function isSubscribed(
  deps: Deps,
  userUuid: string | null,
  promotionUuid: string | null,
): Promise<boolean> {
  if (userUuid === null || promotionUuid === null) return false;
  return (await getPromotionSubscription(deps.db, userUuid, promotionUuid)) !== undefined;
}
