import { fillMessage, messages } from '../../../shared/domain/messages';
import { formatUsdFixed } from '../../../shared/format/usd';
import { type Refusal, Rejection } from '../../../shared/rules/auctions';
import { AppError } from '../../lib/errors';

/** The field of the bid form a refusal is shown under (spec part 1 §5: the inline bid message). */
export const BID_FIELD = 'bidValue';

const amountRefusals: readonly Rejection[] = [
  Rejection.bidTooLow,
  Rejection.bidUnchanged,
  Rejection.invalidAmount,
];
const accessRefusals: readonly Rejection[] = [
  Rejection.loginRequired,
  Rejection.emailUnverified,
  Rejection.notPreQualified,
  Rejection.ownAuction,
];
const timingRefusals: readonly Rejection[] = [Rejection.notStarted, Rejection.ended, Rejection.soldOut];

/**
 * A bid the auction rules refuse: the amount (400, under the bid field), who bids (403: the screens open the
 * verify-email or pre-qualified modal), or when (409: the auction is not live).
 */
export class BidRefusedError extends AppError {
  constructor(refusal: Refusal) {
    const status = accessRefusals.includes(refusal.reason)
      ? 403
      : timingRefusals.includes(refusal.reason)
        ? 409
        : 400;
    const onField = amountRefusals.includes(refusal.reason);
    super(
      status,
      refusal.reason,
      refusal.message,
      onField ? [{ field: BID_FIELD, message: refusal.message }] : undefined,
    );
  }
}

/** Other bids kept winning the race for the auction's book; the answer names the least that may win now. */
export class BidRaceLostError extends AppError {
  constructor(requiredCents: number) {
    const message = fillMessage(messages.bidRaceLost, { min: formatUsdFixed(requiredCents) });
    super(409, 'bid_race_lost', message, [
      { field: BID_FIELD, message: fillMessage(messages.bidTooLow, { min: formatUsdFixed(requiredCents) }) },
    ]);
  }
}

/** The chosen card declined the hold ('Payment failed.'). */
export class BidPaymentDeclinedError extends AppError {
  constructor() {
    super(400, 'payment_declined', messages.paymentFailed);
  }
}
