import type { PlaceBidBody } from '../../../shared/api/schemas/bids';
import { PaymentMethod } from '../../../shared/domain/enums';
import { messages } from '../../../shared/domain/messages';
import { getHold, type HoldRecord } from '../../data/payment-hold';
import type { Deps } from '../../lib/deps';
import { ValidationError } from '../../lib/errors';
import type { PaymentChoice } from '../payments/payment-method';
import { choiceParts, fingerprintOf } from '../payments/request-fingerprint';

/**
 * The payment of a bid in the payment service's terms: 1 a saved card (paymentId), 2 marketplace credit or prepaid
 * USD (source), 7 a prepaid coin (coin). The body schema has checked that the matching field is there; only a
 * pre-qualified bid comes without a payment, so here a missing one is the caller's error.
 */
export function bidPaymentChoice(
  body: Pick<PlaceBidBody, 'payment' | 'paymentId' | 'source' | 'coin'>,
): PaymentChoice {
  switch (body.payment) {
    case undefined:
      throw new ValidationError([{ field: 'payment', message: messages.requiredField }]);
    case PaymentMethod.card:
      return { type: 'card', cardId: body.paymentId ?? '' };
    case PaymentMethod.marketplaceCredit:
      return { type: body.source };
    case PaymentMethod.prepaidCrypto:
      if (body.coin) return { type: 'coin', coin: body.coin };
  }
  throw new Error('A bid names its payment method (and its coin for crypto)');
}

export const samePayment = (a: PaymentChoice, b: PaymentChoice): boolean =>
  JSON.stringify(choiceParts(a)) === JSON.stringify(choiceParts(b));

/**
 * The hold for this bid, its id and its record as read (none yet for a first try): the same request (auction,
 * user, the bid it replaces, amount, method) always names the same hold, so a retry holds once. A hold already
 * released (its bid lost the race for the book) is not reused: the next attempt takes the next id.
 */
export async function bidHold(
  deps: Deps,
  parts: {
    auctionId: string;
    userId: string;
    replacesSequence: number;
    amountCents: number;
    payment: PaymentChoice;
  },
): Promise<{ id: string; read: HoldRecord | undefined }> {
  const base = `bid:${fingerprintOf([
    parts.auctionId,
    parts.userId,
    parts.replacesSequence,
    parts.amountCents,
    choiceParts(parts.payment),
  ])}`;
  for (let attempt = 0; ; attempt++) {
    const id = attempt === 0 ? base : `${base}:${attempt}`;
    const read = await getHold(deps.db, id);
    if (read?.status !== 'released' && read?.status !== 'releasing') return { id, read };
  }
}
