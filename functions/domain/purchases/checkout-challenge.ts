import type { threeDsOutcomes } from '../../../shared/api/schemas/payments';
import { getOrder, type OrderRecord } from '../../data/order';
import type { Deps } from '../../lib/deps';
import { NotFoundError } from '../../lib/errors';
import type { ChallengeOutcome } from '../../lib/ports/card-processor';
import { CART_ORDER_ITEM, finishChallengedCart } from '../cart/run-cart-order';
import { challengeStatusOf, settleOrderChallenge } from '../payments/charge-order';
import { finishChallengedResale } from '../resale/buy-listing';
import { finishWinOrder } from '../won-bids/pay-win';
import { finishChallengedAuctionOrder } from './buy-auction';
import { finishChallengedPackOrder } from './buy-pack';

/** What finishes a settled order, by the kind of its first item: deliver when paid, give back when declined. */
const finishers: Record<string, (deps: Deps, order: OrderRecord) => Promise<void>> = {
  pack: finishChallengedPackOrder,
  auction: finishChallengedAuctionOrder,
  listing: finishChallengedResale,
  nft: finishWinOrder,
  [CART_ORDER_ITEM]: finishChallengedCart,
};

/**
 * Settles a checkout's card order whose 3-D Secure challenge ended (or expired), then finishes what it bought:
 * a pack, a Buy Now, a resale or a won bid is delivered when paid, given back (or freed) when declined. validate-3ds, the 3-d-secure workflow and
 * the buyer's retry may all get here, at once too: settling and finishing are conditional writes, so each
 * happens once. Answers the settled order.
 */
export async function settleChallengedOrder(
  deps: Deps,
  order: OrderRecord,
  outcome: ChallengeOutcome | 'expired',
): Promise<OrderRecord> {
  const settled = (await settleOrderChallenge(deps, order, outcome)).order;
  const finish = finishers[settled.items[0]?.type ?? ''];
  if (finish) await finish(deps, settled);
  return settled;
}

/**
 * POST /payments/validate-3ds with action 'buy': the buyer is back from the challenge of a checkout's card
 * payment (cc_processor_payment_id: the redirect answer's payment_id, the order's id). A challenge left
 * unfinished counts as cancelled, as for a card being added.
 */
export async function validateCheckoutChallenge(
  deps: Deps,
  userUuid: string,
  orderId: string | undefined,
): Promise<{ outcome: (typeof threeDsOutcomes)[number] }> {
  const order = orderId ? await getOrder(deps.db, orderId) : undefined;
  if (!order || order.userUuid !== userUuid || !order.challenge) throw new NotFoundError();
  const status = order.status === 'pending' ? await challengeStatusOf(deps, order) : undefined;
  const outcome: ChallengeOutcome = status === undefined || status === 'pending' ? 'cancelled' : status;
  // An order settled already (by the workflow or a retry) keeps its result; its purchase is finished if not yet.
  const settled = await settleChallengedOrder(deps, order, outcome);
  if (settled.status === 'paid') return { outcome: 'success' };
  return { outcome: status === 'cancelled' || status === 'pending' ? 'cancel' : 'error' };
}
