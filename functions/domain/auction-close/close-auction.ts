import { auctionKind } from '../../../shared/rules/auctions';
import { getAuction } from '../../data/auction';
import { type AuctionCloseRecord, completeAuctionClose, listCloseSteps } from '../../data/auction-close';
import { tryTransactWrite } from '../../data/db';
import { getNft } from '../../data/nft';
import type { Deps } from '../../lib/deps';
import { NotFoundError } from '../../lib/errors';
import { scheduleWinLapse } from '../won-bids/lapse-wins';
import { releaseLoser } from './release-loser';
import { settleWinner } from './settle-winner';
import { startClose } from './start-close';

export type CloseOutcome =
  /** Not a bid auction, or no end: nothing closes. */
  | { status: 'notClosable' }
  /** Before `ends` (a schedule fired early, or the end moved): nothing was done. */
  | { status: 'notDue'; ends: Date }
  | { status: 'closed'; close: AuctionCloseRecord };

/**
 * Closes a bid auction at or after its end (part 1 §3-§4): the result is computed once and kept in the close
 * record; then each winner, in rank order, is charged (their hold captured), given the edition of their rank and
 * told (a pre-qualified winner gets a pending win instead, lapsed by a schedule when unpaid); each loser's holds
 * are released and they are told; last the close is marked closed. Every step is
 * idempotent and recorded, so a retry after a failure anywhere, or two runs at once, finish the same close:
 * every edition has exactly one owner and every winner is charged once.
 */
export async function closeAuction(deps: Deps, auctionId: string): Promise<CloseOutcome> {
  const auction = await getAuction(deps.db, auctionId);
  if (!auction) throw new NotFoundError();
  const kind = auctionKind(auction.auctionType);
  if (kind.mode !== 'bid' || auction.ends === null) return { status: 'notClosable' };
  const ends = new Date(auction.ends);
  if (deps.clock.now() < ends) return { status: 'notDue', ends };

  const close = await startClose(deps, auction, kind);
  if (close.status === 'closed') return { status: 'closed', close };
  const done = new Set((await listCloseSteps(deps.db, auction.id)).map((step) => step.userId));
  const pendingWinners = close.winners.filter((winner) => !done.has(winner.userId));
  if (pendingWinners.length > 0) {
    const nft = await getNft(deps.db, auction.nft.id);
    if (!nft) throw new Error(`The NFT ${auction.nft.id} of auction ${auction.id} is missing`);
    for (const winner of pendingWinners) await settleWinner(deps, auction, nft, close, winner);
  }
  for (const loser of close.losers) {
    if (!done.has(loser.userId)) await releaseLoser(deps, auction, loser);
  }
  if (close.paymentDueAt !== null && close.winners.length > 0)
    await scheduleWinLapse(deps, auction.id, close.paymentDueAt);
  const closedAt = deps.clock.now().toISOString();
  // A failed condition means a concurrent run marked it closed first.
  await tryTransactWrite(deps.db, [completeAuctionClose(deps.db, auction.id, closedAt)]);
  return { status: 'closed', close: { ...close, status: 'closed', closedAt } };
}
