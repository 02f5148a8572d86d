import * as z from '../../../shared/zod';
import type { ExternalOrdersPort } from '../ports/external-orders';

/** The partner site's order, as its API answers GET /orders/{id}. */
const orderSchema = z.object({
  id: z.string().check(z.minLength(1)),
  buyer_email: z.string().check(z.email()),
  items: z
    .array(
      z.object({
        nft_id: z.string().check(z.minLength(1)),
        quantity: z.number().check(z.int(), z.positive()),
      }),
    )
    .check(z.minLength(1)),
  sold_at: z.string().check(z.minLength(1)),
});

/** The external auction site's order API, authenticated with its API key (a bearer token). */
export function externalAuctionOrders(options: {
  apiUrl: string | undefined;
  apiKey: () => Promise<string>;
}): ExternalOrdersPort {
  return {
    async getOrder(orderId) {
      if (!options.apiUrl) throw new Error('EXTERNAL_AUCTION_API_URL must be set');
      const url = new URL(`orders/${encodeURIComponent(orderId)}`, `${options.apiUrl.replace(/\/$/, '')}/`);
      const response = await fetch(url, {
        headers: { authorization: `Bearer ${await options.apiKey()}`, accept: 'application/json' },
      });
      if (response.status === 404) return undefined;
      if (!response.ok)
        throw new Error(`External auction site answered ${response.status} for order ${orderId}`);
      const order = orderSchema.parse(await response.json());
      return {
        id: order.id,
        buyerEmail: order.buyer_email,
        lines: order.items.map((item) => ({ nftId: item.nft_id, quantity: item.quantity })),
        soldAt: order.sold_at,
      };
    },
  };
}
