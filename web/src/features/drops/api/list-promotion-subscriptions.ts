import useSWR from 'swr';
import { type ApiError, apiKey, type ResponseOf } from '../../../lib/api-client';
import { useIsLoggedIn } from '../../../lib/auth';

export type PromotionSubscriptions = ResponseOf<'listPromotionSubscriptions'>;

/** GET /api/promotions/: the promotions the signed-in caller registered interest in. */
export const promotionSubscriptionsKey = apiKey('listPromotionSubscriptions');

/**
 * The caller's registrations, signed in only (a visitor has none) and when a promotion is `shown`: the drops list
 * and a drop answer every caller alike, so their 'Interest registered' comes from here. One request however many
 * cards ask (one key).
 */
export function usePromotionSubscriptions(shown: boolean) {
  const loggedIn = useIsLoggedIn();
  return useSWR<PromotionSubscriptions, ApiError>(loggedIn && shown ? promotionSubscriptionsKey : null);
}
