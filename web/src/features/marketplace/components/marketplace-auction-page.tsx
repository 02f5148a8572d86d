import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { EditionOrder, type NftDetail } from '../../../../../shared/api/schemas/nft';
import { messages } from '../../../../../shared/domain/messages';
import { EditionBadge } from '../../../components/edition-badge/edition-badge';
import { EditionsTable } from '../../../components/editions-table/editions-table';
import { Image } from '../../../components/image/image';
import { MintedByBadge } from '../../../components/minted-by-badge/minted-by-badge';
import { paths } from '../../../config/paths';
import { formatPrice } from '../../../utils/money';
import * as styles from './marketplace-auction.css';

const usdOrDash = (value: number | null) => (value === null ? '–' : formatPrice(value));

function Stats({ stats }: { stats: NftDetail['stats'] }) {
  const rows: [string, string][] = [
    ['Floor', usdOrDash(stats.floor)],
    ['Listings', String(stats.listings)],
    ['Editions', String(stats.editions)],
    ['Owners', String(stats.owners)],
    ['ATH', usdOrDash(stats.ath)],
  ];
  return (
    <dl className={styles.stats} data-testid="nft-stats">
      {rows.map(([label, value]) => (
        <div key={label} className={styles.stat}>
          <dt className={styles.statLabel}>{label}</dt>
          <dd className={styles.statValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The header's shape while the NFT loads. */
export function MarketplaceAuctionSkeleton() {
  return (
    <div className={styles.page} role="status" aria-label="Loading NFT" data-testid="loader">
      <div className={styles.header}>
        <div className={`${styles.media} ${styles.skeletonMedia}`} />
        <div className={styles.info}>
          <div className={styles.skeletonLine} style={{ width: '40%' }} />
          <div className={styles.skeletonLine} style={{ height: '2.5rem' }} />
          <div className={styles.skeletonLine} style={{ width: '60%' }} />
          <div className={styles.skeletonLine} style={{ height: '6rem' }} />
        </div>
      </div>
    </div>
  );
}

/**
 * /nft/{nftId}/marketplace-auction, the NFT's resale market (spec part 1 §2): its artwork, title, artist and
 * figures, then every sold edition with the resale listings first, cheapest first: Buy, the viewer's own
 * listing, Make An Offer or 'Not For Sale'.
 */
/**
 * `market`: the price history and activity section; `watch`: the watch toggle; both filled by the app layer
 * (features stay apart).
 */
export function MarketplaceAuctionPage({
  nft,
  market,
  watch,
}: {
  nft: NftDetail;
  market?: ReactNode;
  watch?: ReactNode;
}) {
  return (
    <article className={styles.page} aria-labelledby="nft-title" data-testid="marketplace-auction">
      <div className={styles.header}>
        <div className={styles.media}>
          <Image src={nft.image} alt={nft.title} priority />
        </div>
        <div className={styles.info}>
          <div className={styles.badges}>
            <EditionBadge editions={nft.quantity > 0 ? nft.quantity : null} />
            <MintedByBadge mintedBy={nft.minted_by} />
          </div>
          <h1 id="nft-title" className={styles.title}>
            {nft.title}
          </h1>
          <p className={styles.muted}>by {nft.artist.name}</p>
          <Stats stats={nft.stats} />
          {watch}
          {nft.stats.listings === 0 && (
            <p className={styles.note} data-testid="no-listings">
              {messages.noSecondaryListings}
            </p>
          )}
          <div className={styles.links}>
            <Link to={paths.collection({ id: nft.collection.id })} className={styles.link}>
              {nft.collection.title}
            </Link>
            {nft.auction && (
              <Link to={paths.auction({ nftId: nft.id, auctionId: nft.auction.id })} className={styles.link}>
                About this NFT
              </Link>
            )}
          </div>
        </div>
      </div>
      <EditionsTable
        nftId={nft.id}
        resellAllowed={nft.resell_allowed}
        title="Editions for sale"
        defaultOrdering={EditionOrder.priceAsc}
        emptyText={messages.noSecondaryListings}
        testId="market-editions"
      />
      {market}
    </article>
  );
}
