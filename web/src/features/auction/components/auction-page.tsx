import type { ReactNode } from 'react';
import type { AuctionDetail } from '../../../../../shared/api/schemas/bids';
import type { NftDetail } from '../../../../../shared/api/schemas/nft';
import { auctionKind, auctionPhase } from '../../../../../shared/rules/auctions';
import { BuyNftsTable, EditionsTable } from '../../../components/editions-table/editions-table';
import { useNow } from '../../../hooks/use-now';
import { AboutNft } from './about-nft';
import * as styles from './auction.css';
import { AuctionAction } from './auction-action';
import { AuctionHeader } from './auction-header';
import { BidLeaderboard } from './bid-leaderboard';
import { Congratulations } from './congratulations';
import { MoreByCreator } from './more-by-creator';
import { PriceBox } from './price-box';

export interface AuctionPageProps {
  auction: AuctionDetail;
  nft: NftDetail;
  /** Pins the clock (tests). */
  now?: Date;
  /** The market section (price history, activity), filled by the app layer so features stay apart. */
  market?: ReactNode;
  /** Where Buy Now goes instead of the auction checkout (the storefront's own checkout). */
  checkoutPath?: string;
}

/**
 * The NFT detail page of an auction (spec part 1 §2 'Drops, packs, auctions'): header, price box and action,
 * the bid leaderboard for bid types, About this NFT, the editions and the creator's other NFTs.
 */
export function AuctionPage({ auction, nft, now: fixedNow, market, checkoutPath }: AuctionPageProps) {
  const now = useNow(fixedNow);
  const kind = auctionKind(auction.auction_type);
  const ended = auctionPhase({ ...auction, soldOut: auction.sold_out }, now) === 'ended';

  return (
    <article className={styles.page} aria-labelledby="auction-title" data-testid="auction-page">
      <div className={styles.header}>
        <div className={styles.info}>
          <AuctionHeader auction={auction} now={now} />
        </div>
        <div className={styles.info}>
          <PriceBox auction={auction} kind={kind} now={now} />
          <AuctionAction auction={auction} kind={kind} nftId={nft.id} now={now} checkoutPath={checkoutPath} />
        </div>
      </div>
      {kind.mode === 'bid' && (
        <BidLeaderboard auctionId={auction.id} hiddenBids={kind.hiddenBids && !ended} />
      )}
      {kind.mode === 'bid' && ended && <Congratulations auction={auction} />}
      <AboutNft nft={nft} />
      <BuyNftsTable nftId={nft.id} resellAllowed={nft.resell_allowed} />
      <EditionsTable nftId={nft.id} resellAllowed={nft.resell_allowed} />
      {market}
      <MoreByCreator dropId={auction.drop_id} auctionId={auction.id} artist={auction.artist.name} />
    </article>
  );
}
