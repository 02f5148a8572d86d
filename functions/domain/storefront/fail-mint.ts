import { tryTransactWrite } from '../../data/db';
import { getOrder } from '../../data/order';
import { endStorefrontMint, getStorefrontNft } from '../../data/storefront-nft';
import type { Deps } from '../../lib/deps';
import { refundOrder } from '../payments/refund-order';

const REFUND_KEY = 'storefront-mint-failed';

/** The mint failed: the fee goes back (if it was paid, once by its key) and the NFT ends mint_failed. */
export async function failStorefrontMint(deps: Deps, uuid: string): Promise<void> {
  const record = await getStorefrontNft(deps.db, uuid);
  if (record?.status !== 'minting') return;
  const order = record.mintOrderId ? await getOrder(deps.db, record.mintOrderId) : undefined;
  if (order && (order.status === 'paid' || order.status === 'partially_refunded'))
    await refundOrder(deps, { orderId: order.id, idempotencyKey: REFUND_KEY });
  const at = deps.clock.now().toISOString();
  await tryTransactWrite(deps.db, endStorefrontMint(deps.db, uuid, { status: 'mint_failed', at }));
}
