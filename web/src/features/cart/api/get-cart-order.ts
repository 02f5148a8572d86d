import useSWR from 'swr';
import type { CartOrderView } from '../../../../../shared/api/schemas/cart';
import { type ApiError, apiKey } from '../../../lib/api-client';

const POLL_MS = 2_000;

const cartOrderKey = (id: string) => apiKey('getCartOrder', { params: { id } });

const isUnderWay = (order: CartOrderView | undefined) =>
  order?.status === 'reserving' || order?.status === 'paying';

/** GET /api/payments/cart_orders/{id}: the cart order, polled while it is still under way (after a 202). */
export const useCartOrder = (id: string | null) =>
  useSWR<CartOrderView, ApiError>(id ? cartOrderKey(id) : null, {
    refreshInterval: (order) => (order === undefined || isUnderWay(order) ? POLL_MS : 0),
  });
