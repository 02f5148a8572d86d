import { NotificationType } from '../../../shared/domain/enums';
import { transactWrite } from '../../data/db';
import { endFundsHold } from '../../data/funds-hold';
import { getMovement } from '../../data/ledger-movement';
import type { OrderRecord } from '../../data/order';
import { recordEvents } from '../../data/outbox-event';
import { newEvent } from '../../events/catalog';
import type { Deps } from '../../lib/deps';
import { IdempotencyKeyReusedError } from '../ledger/errors';
import { postMovement } from '../ledger/post-movement';
import { takeBackLegs } from './chargeback-legs';
import { refundLegs } from './legs';
import { isCancelled, ledgerContext } from './order-record';
import {
  finishRefund,
  type RefundOrderInput,
  refundMovementKey,
  refundShareLegs,
  reserveOrderRefund,
} from './refund-order';

/**
 * Reverses a card order the processor charged back (`disputeId`): reserved on the order as a refund (so refunds
 * and chargebacks together never pass what was paid), nothing refunded at the processor, which already took the
 * money. Each payee gives back its share from the lot the sale paid in, and what they no longer have goes on their
 * recovery account (takeBackLegs), so it always goes through. The split depends on the balances it finds, so a
 * retry after its movement posted must not post a second, differently split one: the movement's key is looked up
 * first, and a racing twin's refusal of the key answers the same. The recovery sweep ends a pending one the same way.
 */
export async function chargeBackOrder(
  deps: Deps,
  input: RefundOrderInput & { disputeId: string },
): Promise<OrderRecord> {
  const { order, refund } = await reserveOrderRefund(deps, input);
  const movementKey = refundMovementKey(order.id, input.idempotencyKey);
  // The hold ends disputed first, so the release sweep never announces money a chargeback is taking back.
  await endHoldIfHeld(deps, order.id);
  if (!(await getMovement(deps.db, movementKey))) {
    const takenBack = await takeBackLegs(deps.db, order.id, refundShareLegs(order, refund), true);
    try {
      await postMovement(
        ledgerContext(deps),
        {
          idempotencyKey: movementKey,
          kind: 'chargeback',
          reference: order.id,
          legs: refundLegs(order, takenBack, refund),
        },
        [recordEvents(deps.db, chargebackNotices(deps, order))],
      );
    } catch (error) {
      if (!(error instanceof IdempotencyKeyReusedError)) throw error;
    }
  }
  return finishRefund(deps, order, input.idempotencyKey, refund);
}

async function endHoldIfHeld(deps: Deps, orderId: string): Promise<void> {
  try {
    await transactWrite(deps.db, [
      endFundsHold(deps.db, orderId, 'disputed', deps.clock.now().toISOString()),
    ]);
  } catch (error) {
    // No hold (not card-funded, or credit to nobody), or it was released or disputed before.
    if (!isCancelled(error)) throw error;
  }
}

/**
 * A chargeback's notices, written with its movement (so once): the buyer's money went back to their card, and
 * each user the sale paid had their share taken back.
 */
function chargebackNotices(deps: Deps, order: OrderRecord) {
  const payees = new Set(
    order.payees.flatMap((payee) =>
      payee.to === 'seller' || payee.to === 'earnings' ? [payee.userUuid] : [],
    ),
  );
  return [
    newEvent(deps, 'NotificationRequested', {
      user_uuid: order.userUuid,
      notification_type: NotificationType.paymentDisputed,
      subject: order.title,
    }),
    ...[...payees].map((user_uuid) =>
      newEvent(deps, 'NotificationRequested', {
        user_uuid,
        notification_type: NotificationType.saleChargedBack,
        subject: order.title,
      }),
    ),
  ];
}
