import type { Card, PaymentMethods } from '../../../shared/api/schemas/payments';
import { MAX_CARDS_PER_USER } from '../../../shared/domain/constants';
import { type CardRecord, listCardDeclines, listCards } from '../../data/card';
import type { Deps } from '../../lib/deps';
import { formatExpiry } from './card-number';
import { pauseRemainingMs } from './declines';

/** The Card entity of spec part 1 §3. */
export const toCardView = (card: CardRecord, blocked: boolean): Card => ({
  id: card.id,
  cc_processor_payment_id: card.sourceId,
  scheme: card.scheme,
  last_four_numbers: card.last4,
  cc_expiry: formatExpiry({ month: card.expiryMonth, year: card.expiryYear }),
  default: card.isDefault,
  is_temporary_blocked: blocked,
});

/** The user's active cards; pending ones (3-D Secure not done yet) are not payment methods. */
export async function activeCards(deps: Deps, userUuid: string): Promise<CardRecord[]> {
  return (await listCards(deps.db, userUuid)).filter((card) => card.status === 'active');
}

/** Remaining pause per fingerprint, for the fingerprints paused right now. */
export async function pausedFingerprints(deps: Deps, userUuid: string): Promise<Map<string, number>> {
  const now = deps.clock.now();
  const paused = new Map<string, number>();
  for (const record of await listCardDeclines(deps.db, userUuid)) {
    const remainingMs = pauseRemainingMs(record.pausedUntil, now);
    if (remainingMs > 0) paused.set(record.fingerprint, remainingMs);
  }
  return paused;
}

/** GET /payments/payment-methods: the cards with their pause markers, whether one more fits, the longest pause. */
export async function paymentMethodsOf(deps: Deps, userUuid: string): Promise<PaymentMethods> {
  const [cards, paused] = await Promise.all([
    activeCards(deps, userUuid),
    pausedFingerprints(deps, userUuid),
  ]);
  const longestPauseMs = Math.max(0, ...paused.values());
  return {
    cards: cards.map((card) => toCardView(card, paused.has(card.fingerprint))),
    can_add: cards.length < MAX_CARDS_PER_USER,
    blocked_seconds: Math.ceil(longestPauseMs / 1000),
  };
}
