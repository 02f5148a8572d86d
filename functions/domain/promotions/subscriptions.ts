import { getPromotionSubscription, listUserPromotionSubscriptions } from '../../data/promotion-subscription';
import type { Deps } from '../../lib/deps';

/** Answers whether the caller registered interest in a promotion; a visitor never has. */
export type SubscribedTo = (promotionUuid: string) => boolean;

export const visitorSubscriptions: SubscribedTo = () => false;

/** Whether the caller subscribed to one promotion (one read; false for a visitor or without a promotion). */
export async function isSubscribed(
  deps: Deps,
  userUuid: string | null,
  promotionUuid: string | null,
): Promise<boolean> {
  if (userUuid === null || promotionUuid === null) return false;
  return (await getPromotionSubscription(deps.db, userUuid, promotionUuid)) !== undefined;
}

/** Whether each read showed a promotion the last time this container made it (readWithSubscriptions). */
const showedPromotions = new Map<string, boolean>();
/** Reads remembered at most: beyond, the memory starts again (a guess lost costs a read later, nothing more). */
const REMEMBERED_READS = 1_000;

/**
 * A read whose promotions are known only once it is made (a drop, its auctions, a page of drops), with the
 * caller's subscriptions among them. The caller's subscriptions are one query whatever promotions they are for,
 * so it starts alongside the read, not after it, when the same read (`readKey`) showed promotions the last time
 * in this container: a guess that decides only when the query starts, never what it answers. A guess that was
 * wrong costs a query that was not needed, or the wait for one. A visitor reads no subscription.
 */
export async function readWithSubscriptions<T>(
  deps: Deps,
  userUuid: string | null,
  readKey: string,
  read: () => Promise<T>,
  promotionsOf: (value: T) => readonly (string | null)[],
): Promise<[T, SubscribedTo]> {
  if (userUuid === null) return [await read(), visitorSubscriptions];
  const subscriptions = () => listUserPromotionSubscriptions(deps.db, userUuid);
  const [value, early] = await Promise.all([
    read(),
    showedPromotions.get(readKey) ? subscriptions() : undefined,
  ]);
  const shown = promotionsOf(value).some((uuid) => uuid !== null);
  if (showedPromotions.size >= REMEMBERED_READS) showedPromotions.clear();
  showedPromotions.set(readKey, shown);
  if (!shown) return [value, visitorSubscriptions];
  const subscribed = new Set((early ?? (await subscriptions())).map((entry) => entry.promotionUuid));
  return [value, (promotionUuid) => subscribed.has(promotionUuid)];
}
