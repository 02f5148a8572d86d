import type {
  CardCheckoutResponse,
  CheckoutAccepted,
  CheckoutRedirect,
  CheckoutResult,
} from '../../../shared/api/schemas/checkout';
import { messages } from '../../../shared/domain/messages';
import { putCheckoutFailure } from '../../data/checkout-failure';
import { transactWrite } from '../../data/db';
import type { NftRecord } from '../../data/nft';
import type { Deps } from '../../lib/deps';
import { AppError, BadRequestError } from '../../lib/errors';
import { mediaUrl } from '../media';
import type { ChargeChallenge } from '../payments/order-record';

/** How every checkout (pack, Buy Now, a won bid's payment) answers, and how it reads its Idempotency-Key. */

const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

/** The request's Idempotency-Key header, if any (a retry with the same key answers the first result). */
export function idempotencyKeyOf(headers: Record<string, string>): string | undefined {
  const key = headers['idempotency-key']?.trim() || undefined;
  if (key && key.length > IDEMPOTENCY_KEY_MAX_LENGTH)
    throw new BadRequestError(`Idempotency-Key: at most ${IDEMPOTENCY_KEY_MAX_LENGTH} characters.`);
  return key;
}

/**
 * A checkout's key: the header's, else one made for this call (a call without a key is never retried safely,
 * but its order id is known before the work starts, so a late answer can name it).
 */
export const checkoutKeyOf = (deps: Deps, headers: Record<string, string>) =>
  idempotencyKeyOf(headers) ?? deps.newId();

/**
 * The checkout's answer, or, when it is not in within `withinMs`, 'accepted' with the order id: the work goes on
 * (and the recovery sweep finishes it if this request is stopped); the web polls GET /payments/orders/{id}. A
 * failure after that answer is kept for the poll (a reservation, when there is one, tells the rest).
 */
export function acceptWhenLate<T>(
  deps: Deps,
  work: Promise<T>,
  order: { orderId: string; userUuid: string },
  withinMs: number | undefined,
): Promise<T | CheckoutAccepted> {
  if (withinMs === undefined) return work;
  let timer: NodeJS.Timeout | undefined;
  let answeredLate = false;
  const late = new Promise<CheckoutAccepted>((answer) => {
    timer = setTimeout(() => {
      answeredLate = true;
      answer({ status: 'accepted', data: { bid_id: order.orderId } });
    }, withinMs);
  });
  work.catch(async (error) => {
    if (!answeredLate) return;
    deps.logger.warn('checkout failed after its answer', { orderId: order.orderId, error: String(error) });
    const refused = error instanceof AppError;
    await transactWrite(deps.db, [
      putCheckoutFailure(deps.db, {
        ...order,
        detail: refused ? error.message : messages.somethingWentWrong,
        code: refused ? error.code : 'server_error',
        failedAt: deps.clock.now().toISOString(),
      }),
    ]).catch((writeError) =>
      deps.logger.error('checkout failure not kept', { orderId: order.orderId, error: String(writeError) }),
    );
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * A card payment waiting on 3-D Secure, as a checkout answers it. payment_id is the order's id: validate-3ds
 * takes it back (cc_processor_payment_id) to settle that order.
 */
export const checkoutRedirect = (challenge: ChargeChallenge): CheckoutRedirect => ({
  status: 'redirect',
  redirect_url: challenge.redirectUrl,
  payment_id: challenge.order.id,
});

export interface ReceivedEditionView {
  nft: NftRecord;
  itemId: string;
  sequence: number;
}

/** 'Order Received': the order (bid_id) and the editions received, for the reveal and its list. */
export const orderReceived = (deps: Deps, orderId: string, items: ReceivedEditionView[]): CheckoutResult => ({
  status: 'success',
  data: {
    bid_id: orderId,
    items: items.map(({ nft, itemId, sequence }) => ({
      id: itemId,
      nft_id: nft.id,
      edition: sequence,
      title: nft.title,
      tier: nft.type,
      image: mediaUrl(deps.env, nft.imageKey),
      thumbnail: mediaUrl(deps.env, nft.thumbnailKey),
    })),
  },
});

/** A balance or crypto payment never needs 3-D Secure: its checkout answers the result (or 'accepted'). */
export function withoutChallenge(answer: CardCheckoutResponse): CheckoutResult | CheckoutAccepted {
  if (answer.status === 'redirect') throw new Error('Only a card payment may need 3-D Secure');
  return answer;
}
