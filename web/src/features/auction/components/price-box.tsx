import type { AuctionDetail } from '../../../../../shared/api/schemas/bids';
import { DutchAuctionState } from '../../../../../shared/domain/enums';
import { messages } from '../../../../../shared/domain/messages';
import type { AuctionKind } from '../../../../../shared/rules/auctions';
import { Countdown } from '../../../components/countdown/countdown';
import { formatPrice } from '../../../utils/money';
import * as styles from './auction.css';

/** The Dutch states of part 1 §4 as the page words them. */
export const dutchStateText: Record<DutchAuctionState, string> = {
  [DutchAuctionState.inProgress]: 'Price dropping',
  [DutchAuctionState.reachedFloorPrice]: 'Reached floor price',
  [DutchAuctionState.hasEndedButNotSold]: 'Ended without selling out',
  [DutchAuctionState.soldOut]: 'Sold Out',
};

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <>
      <dt className={styles.muted}>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </>
  );
}

/** State, floor price and the countdown to the next reduction while the price still falls. */
function DutchFigures({ auction, now }: { auction: AuctionDetail; now: Date }) {
  const nextRun = auction.interval?.next_run;
  return (
    <>
      {auction.dutch_state && (
        <Figure label="Status" value={dutchStateText[auction.dutch_state]} testId="dutch-state" />
      )}
      {auction.floor_price !== null && (
        <Figure label="Floor price" value={formatPrice(auction.floor_price)} testId="floor-price" />
      )}
      {auction.reduction_amount !== null && (
        <Figure label="Price drop" value={formatPrice(auction.reduction_amount)} testId="reduction-amount" />
      )}
      {nextRun && (
        <>
          <dt className={styles.muted}>Next price drop in</dt>
          <dd data-testid="next-reduction">
            <Countdown until={new Date(nextRun)} now={now} />
          </dd>
        </>
      )}
    </>
  );
}

/** The bid figures; the highest and the lowest bid to beat stay hidden in a silent auction. */
function BidFigures({ auction, hidden }: { auction: AuctionDetail; hidden: boolean }) {
  return (
    <>
      {!hidden && auction.highest_bid !== null && (
        <Figure label="Highest bid" value={formatPrice(auction.highest_bid)} testId="highest-bid" />
      )}
      {!hidden && auction.lowest_bid_to_beat !== null && (
        <Figure
          label="Lowest bid to beat"
          value={formatPrice(auction.lowest_bid_to_beat)}
          testId="lowest-bid"
        />
      )}
      {auction.last_bid !== null && (
        <Figure label="Your bid" value={formatPrice(auction.last_bid)} testId="your-bid" />
      )}
    </>
  );
}

/** Price (the current one for a Dutch auction) with '* zero gas fees', the Dutch or bid figures and the amex note. */
export function PriceBox({ auction, kind, now }: { auction: AuctionDetail; kind: AuctionKind; now: Date }) {
  const falling = kind.mode === 'buy' && kind.fallingPrice;
  return (
    <section className={styles.box} aria-label="Price" data-testid="price-box">
      <p className={styles.muted}>
        {falling ? 'Current price' : kind.mode === 'bid' ? 'Starting price' : 'Price'}
      </p>
      <p className={styles.price} data-testid="price">
        {formatPrice(auction.price)}
      </p>
      <p className={styles.muted}>* zero gas fees</p>
      <dl className={styles.figures}>
        {falling && <DutchFigures auction={auction} now={now} />}
        {kind.mode === 'bid' && <BidFigures auction={auction} hidden={kind.hiddenBids} />}
      </dl>
      {auction.amex_only && <p data-testid="amex-only">{messages.amexOnlyAuction}</p>}
    </section>
  );
}
