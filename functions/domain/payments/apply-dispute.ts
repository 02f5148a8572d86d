import { getOrder, type OrderRecord } from '../../data/order';
import { getHold } from '../../data/payment-hold';
import type { Deps } from '../../lib/deps';
import type { CardWebhook } from '../../lib/ports/card-processor';
import { chargeBackOrder } from './charge-back-order';

export type DisputeOutcome = 'applied' | 'duplicate' | 'ignored';

type DisputeNotice = Extract<CardWebhook, { kind: 'dispute' }>;

/** The card order a processor payment paid: a charge's reference is its order, an authorization's its hold. */
async function disputedOrder(deps: Deps, notice: DisputeNotice): Promise<OrderRecord | undefined> {
  const holdId = /^hold:(.+)$/.exec(notice.reference)?.[1];
  const orderId = holdId ? (await getHold(deps.db, holdId))?.capture?.orderId : notice.reference;
  const order = orderId ? await getOrder(deps.db, orderId) : undefined;
  return order?.payment.type === 'card' && order.paymentId === notice.paymentId ? order : undefined;
}

/**
 * A chargeback the card processor notified (its signed dispute webhook): the charge is reversed in the ledger once
 * per dispute (chargeBackOrder), as a refund that the processor has already made: each payee gives back its share (a seller's from
 * the very credit the sale paid in, which the card hold kept from being withdrawn), and what a payee no longer has
 * is recorded on their recovery account. Buyer and payees are notified. The item stays with the buyer: the
 * processor took the money back, the platform did not take the item (docs/data-model.md 'Card holds and
 * chargebacks'). A dispute of an unknown payment, or of an order already refunded in full, is acknowledged and
 * changes nothing.
 */
export async function applyChargeDispute(deps: Deps, notice: DisputeNotice): Promise<DisputeOutcome> {
  const order = await disputedOrder(deps, notice);
  if (!order) {
    deps.logger.warn('dispute of an unknown card payment', { paymentId: notice.paymentId });
    return 'ignored';
  }
  const idempotencyKey = `dispute:${notice.disputeId}`;
  const seen = order.refunds[idempotencyKey];
  if (seen?.status === 'done') return 'duplicate';
  const left = order.totalCents - order.refundedCents;
  if (!seen && left <= 0) return 'ignored';
  await chargeBackOrder(deps, {
    orderId: order.id,
    idempotencyKey,
    disputeId: notice.disputeId,
    ...(seen ? {} : { amountCents: Math.min(notice.amountCents, left) }),
  });
  return 'applied';
}
