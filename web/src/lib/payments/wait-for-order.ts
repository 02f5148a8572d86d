import type { OrderStatus } from '../../../../shared/api/schemas/checkout';
import {
  ORDER_STATUS_POLL_INTERVAL_MS,
  ORDER_STATUS_POLL_TIMEOUT_MS,
} from '../../../../shared/domain/constants';
import { sleep } from '../../utils/sleep';
import { apiGet } from '../api-client';

/** GET /api/payments/orders/{id}: where the caller's checkout stands (pending, success or failed). */
export const getOrderStatus = (id: string): Promise<OrderStatus> =>
  apiGet('getOrderStatus', { params: { id } });

/**
 * After a checkout answered 202 'accepted': reads its order every 2 s until it succeeds or fails, for up to
 * 2 minutes, then answers it as still pending (the server finishes it on its own). A failed read is tried again:
 * it says nothing about the order.
 */
export async function waitForOrder(
  id: string,
  { intervalMs = ORDER_STATUS_POLL_INTERVAL_MS, timeoutMs = ORDER_STATUS_POLL_TIMEOUT_MS } = {},
): Promise<OrderStatus> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await sleep(intervalMs);
    const answer = await getOrderStatus(id).catch(() => null);
    if (answer && answer.status !== 'pending') return answer;
    if (Date.now() + intervalMs > deadline) return { status: 'pending', data: { bid_id: id } };
  }
}
