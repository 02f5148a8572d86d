import { getNft } from '../../data/nft';
import { editionId } from '../../data/nft-item';
import type { Deps } from '../../lib/deps';
import { NotFoundError } from '../../lib/errors';
import { mustGetAuction } from './bid-context';
import { readLeaderboard } from './leaderboard';

export interface BidItem {
  itemId: string;
  /** The edition a winning bid gets: its rank. */
  edition: number;
  username: string;
  amountCents: number;
  /** `winning` while the auction runs, `won` once it ended. */
  status: 'winning' | 'won';
}

/**
 * GET /nft/bid_items/{id} (spec part 2 §7 'lists'): the editions of an NFT sold by bids, each with the bid that
 * wins it: the winner slots of the NFT's primary-sale auction, best first (edition = rank). Empty when the NFT is
 * not sold by bids, has no bids, or while a silent auction hides them (the public leaderboard's view).
 */
export async function readBidItems(deps: Deps, nftId: string): Promise<BidItem[]> {
  const nft = await getNft(deps.db, nftId);
  if (!nft) throw new NotFoundError();
  if (!nft.auctionId) return [];
  const auction = await mustGetAuction(deps, nft.auctionId);
  const ended = auction.ends !== null && deps.clock.now() >= new Date(auction.ends);
  return (await readLeaderboard(deps, auction.id, null)).flatMap((row) =>
    row.winning && row.rank !== null
      ? [
          {
            itemId: editionId(nft.id, row.rank),
            edition: row.rank,
            username: row.username,
            amountCents: row.amountCents,
            status: ended ? ('won' as const) : ('winning' as const),
          },
        ]
      : [],
  );
}
