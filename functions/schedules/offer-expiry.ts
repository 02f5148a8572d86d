import { expireDueOffers } from '../domain/offers/expire-offers';
import type { Deps } from '../lib/deps';
import type { RecurringSchedule } from '../lib/ports/scheduler';

export const OFFER_EXPIRY = 'offer-expiry';

/**
 * Once a minute: offers past their expires_at end and their holds are released (functions/domain/offers/
 * expire-offers.ts). A standing sweep of the expiry index rather than a schedule per offer: nothing to create or
 * cancel as offers come and go, and an offer expires at most a minute late.
 */
export const offerExpirySchedule: RecurringSchedule = {
  name: OFFER_EXPIRY,
  everySeconds: 60,
  target: { kind: OFFER_EXPIRY, payload: {} },
};

export async function applyOfferExpiry(deps: Deps): Promise<void> {
  await expireDueOffers(deps);
}
