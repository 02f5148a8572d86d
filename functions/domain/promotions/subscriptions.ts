import { getPromotionSubscription, listUserPromotionSubscriptions } from '../../data/promotion-subscription';
import type { Deps } from '../../lib/deps';

/** Answers whether the caller registered interest in a promotion; a visitor never has. */
export type SubscribedTo = (promotionUuid: string) => boolean;

export const visitorSubscriptions: SubscribedTo = () => false;

/** The caller's subscriptions, read once for a list of drops or auctions (one query of their partition). */
export async function subscriptionsOf(deps: Deps, userUuid: string | null): Promise<SubscribedTo> {
  if (userUuid === null) return visitorSubscriptions;
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
