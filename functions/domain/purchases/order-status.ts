import type { OrderStatus } from '../../../shared/api/schemas/checkout';
import { messages } from '../../../shared/domain/messages';
import { getAuctionPurchase } from '../../data/auction-purchase';
import { getCheckoutFailure } from '../../data/checkout-failure';
import { getNft } from '../../data/nft';
import { editionId } from '../../data/nft-item';
import { getOrder } from '../../data/order';
import { getPurchase, type PurchaseStatus, type ReceivedItemRecord } from '../../data/purchase';
import { getWonBid } from '../../data/won-bid';
import type { Deps } from '../../lib/deps';
import { NotFoundError } from '../../lib/errors';
import { auctionOfWinOrder } from '../won-bids/pay-win';
import { orderReceived } from './checkout-answers';

/** Where a checkout's purchase (or a win's payment) stands, by its order id; undefined when none is the caller's. */
interface Progress {
  userUuid: string;
  status: PurchaseStatus;
  items: ReceivedItemRecord[];
}

async function progressOf(deps: Deps, orderId: string): Promise<Progress | undefined> {
  const winAuction = auctionOfWinOrder(orderId);
  if (winAuction === null)
    return (await getPurchase(deps.db, orderId)) ?? (await getAuctionPurchase(deps.db, orderId));
  const order = await getOrder(deps.db, orderId);
  const win = order && (await getWonBid(deps.db, winAuction, order.userUuid));
  if (!order || !win) return undefined;
  const paid = win.status === 'paid' && win.orderId === orderId;
  const ended = paid || order.status === 'declined' || win.orderId !== orderId;
  const item = { itemId: editionId(win.nftId, win.edition), nftId: win.nftId, sequence: win.edition };
  return {
    userUuid: order.userUuid,
    status: paid ? 'completed' : ended ? 'released' : 'reserved',
    items: paid ? [item] : [],
  };
}

/** Nothing reserved under the id: the checkout failed before it could (kept for the poll), or it is on its way. */
async function notStarted(deps: Deps, userUuid: string, orderId: string): Promise<OrderStatus> {
  const failure = await getCheckoutFailure(deps.db, orderId);
  if (failure && failure.userUuid !== userUuid) throw new NotFoundError();
  return failure
    ? { status: 'failed', data: { bid_id: orderId }, detail: failure.detail }
    : { status: 'pending', data: { bid_id: orderId } };
}

/**
 * GET /payments/orders/{id}: the caller's checkout after a 202 'accepted'. Pending while its purchase is
 * reserved (the request or the recovery sweep is finishing it) and while nothing is written under the id yet (a
 * 202 may come before the reservation), success with the editions once delivered, failed once the reservation
 * went back. Another user's order is not found.
 */
export async function orderStatusOf(deps: Deps, userUuid: string, orderId: string): Promise<OrderStatus> {
  const progress = await progressOf(deps, orderId);
  if (progress && progress.userUuid !== userUuid) throw new NotFoundError();
  if (!progress) return notStarted(deps, userUuid, orderId);
  if (progress.status === 'reserved') return { status: 'pending', data: { bid_id: orderId } };
  if (progress.status === 'released')
    return { status: 'failed', data: { bid_id: orderId }, detail: messages.paymentFailed };
  const nfts = new Map<string, Awaited<ReturnType<typeof getNft>>>();
  for (const { nftId } of progress.items) if (!nfts.has(nftId)) nfts.set(nftId, await getNft(deps.db, nftId));
  return orderReceived(
    deps,
    orderId,
    progress.items.map(({ itemId, nftId, sequence }) => {
      const nft = nfts.get(nftId);
      if (!nft) throw new Error(`Order ${orderId} holds ${itemId} of an unknown NFT`);
      return { nft, itemId, sequence };
    }),
  );
}
