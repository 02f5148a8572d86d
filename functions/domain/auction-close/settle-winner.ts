import { NotificationType } from '../../../shared/domain/enums';
import type { AuctionRecord } from '../../data/auction';
import type { AuctionCloseRecord, CloseWinner } from '../../data/auction-close';
import type { NftRecord } from '../../data/nft';
import { editionId, getNftItem, type NftItemRecord, platformEdition } from '../../data/nft-item';
import type { OrderRecord } from '../../data/order';
import { recordEvent } from '../../data/outbox-event';
import { putNewWonBid, type WonBidRecord } from '../../data/won-bid';
import type { Deps } from '../../lib/deps';
import { ItemOwnerChangedError } from '../collection/errors';
import { transferItem } from '../collection/transfer-item';
import { primaryDeliveryEvent } from '../market/market-event';
import { captureHold } from '../payments/capture-hold';
import { HoldNotActiveError } from '../payments/errors';
import { releaseHold } from '../payments/release-hold';
import { recordStep } from './record-step';

/** The order a won bid becomes: fixed per auction and winner, so every attempt captures into the same order. */
export const closeOrderId = (auctionId: string, userId: string) => `close:${auctionId}:${userId}`;

/**
 * One winner's step: capture their hold into the close's order, give them the edition of their rank, tell them
 * they won. Each part is idempotent (the capture by its order, the transfer by owner and order, the notice with
 * the step record), so an attempt that stopped anywhere is finished by the next. A hold that cannot be captured
 * (declined or no longer held) loses the slot: the winner is told the bid was unsuccessful and the edition stays
 * with the platform; the next bidder does not move up (they were ranked out and their holds are released).
 * A pre-qualified winner (no hold) pays later: they get a pending win due at the close's paymentDueAt, paid
 * with the prequalified or card bid checkout (functions/domain/won-bids) or lapsed by the schedule at that time.
 */
export async function settleWinner(
  deps: Deps,
  auction: AuctionRecord,
  nft: NftRecord,
  close: AuctionCloseRecord,
  winner: CloseWinner,
): Promise<void> {
  for (const holdId of winner.replacedHoldIds) await releaseHold(deps, { holdId });
  if (close.paymentDueAt !== null) {
    await recordStep(
      deps,
      auction,
      { userId: winner.userId, outcome: 'awaitingPayment', orderId: null, itemId: null },
      {
        notificationType: NotificationType.winner,
        extra: { nft_uuid: nft.id, nft_item_uuid: editionId(nft.id, winner.edition) },
      },
      [putNewWonBid(deps.db, pendingWin(deps, auction, nft, winner, close.paymentDueAt))],
    );
    return;
  }
  const orderId = closeOrderId(auction.id, winner.userId);
  const item = await editionToGive(deps, nft, winner, orderId);
  const order = await capture(deps, auction, nft, winner, orderId);
  if (!order) {
    await recordStep(
      deps,
      auction,
      { userId: winner.userId, outcome: 'declined', orderId: null, itemId: null },
      { notificationType: NotificationType.bidUnsuccessful },
    );
    return;
  }
  if (item.owner !== winner.userId) {
    const { amountCents, coin, coinMicros, method, last4 } = order.lineItem;
    // The market's record of the primary sale at the winning price, in the transfer's transaction.
    const sale = primaryDeliveryEvent(deps, {
      how: 'bid',
      toUuid: winner.userId,
      unitPriceCents: amountCents,
      editions: [{ nftId: nft.id, itemId: item.id, sequence: item.sequence }],
    });
    await transferItem(
      deps.db,
      {
        nft,
        item,
        to: winner.userId,
        how: 'bid',
        orderId,
        lineItem: { amountCents, coin, coinMicros, method, last4 },
        transferId: deps.newId(),
        now: deps.clock.now(),
      },
      [recordEvent(deps.db, sale)],
    );
  }
  await recordStep(
    deps,
    auction,
    { userId: winner.userId, outcome: 'won', orderId, itemId: item.id },
    { notificationType: NotificationType.winner, extra: { nft_uuid: nft.id, nft_item_uuid: item.id } },
  );
}

function pendingWin(
  deps: Deps,
  auction: AuctionRecord,
  nft: NftRecord,
  winner: CloseWinner,
  dueAt: string,
): WonBidRecord {
  const now = deps.clock.now().toISOString();
  return {
    auctionId: auction.id,
    userId: winner.userId,
    nftId: nft.id,
    edition: winner.edition,
    amountCents: winner.amountCents,
    status: 'pending_payment',
    dueAt,
    orderId: null,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * The winner's edition as it is now: still the platform's, or already theirs by this close's order (a retry).
 * Checked before the capture, so nobody is charged for an edition someone else holds.
 */
async function editionToGive(
  deps: Deps,
  nft: NftRecord,
  winner: CloseWinner,
  orderId: string,
): Promise<NftItemRecord> {
  const item =
    (await getNftItem(deps.db, editionId(nft.id, winner.edition))) ?? platformEdition(nft, winner.edition);
  const ours = item.owner === winner.userId && item.acquisition?.orderId === orderId;
  if (item.owner !== null && !ours) throw new ItemOwnerChangedError(item.id);
  return item;
}

/** The paid order of the winner's bid, or null when their hold could not be captured. */
async function capture(
  deps: Deps,
  auction: AuctionRecord,
  nft: NftRecord,
  winner: CloseWinner,
  orderId: string,
): Promise<OrderRecord | null> {
  if (winner.holdId === null) return null;
  try {
    const charge = await captureHold(deps, {
      holdId: winner.holdId,
      orderId,
      amountCents: winner.amountCents,
      title: auction.title,
      items: [{ type: 'nft', id: nft.id, edition: winner.edition }],
    });
    return charge.status === 'paid' ? charge.order : null;
  } catch (error) {
    if (error instanceof HoldNotActiveError) return null;
    throw error;
  }
}
