import { useState } from 'react';
import type { AuctionDetail } from '../../../../../shared/api/schemas/bids';
import { AuctionType, HasVault, hasVaultLabels } from '../../../../../shared/domain/enums';
import { SoldOutBadge } from '../../../components/availability-label/availability-label';
import { EditionBadge } from '../../../components/edition-badge/edition-badge';
import { Image } from '../../../components/image/image';
import { MintedByBadge } from '../../../components/minted-by-badge/minted-by-badge';
import { TimedLabel } from '../../../components/timed-label/timed-label';
import * as styles from './auction.css';
import { VaultModal } from './auction-modals';

/** The NFT's video when it has one, otherwise its image. */
function AuctionMedia({ auction }: { auction: AuctionDetail }) {
  if (auction.video) {
    return (
      <video
        className={styles.video}
        src={auction.video}
        poster={auction.image}
        autoPlay
        muted
        loop
        playsInline
        aria-label={auction.title}
      />
    );
  }
  return <Image src={auction.image} alt={auction.title} priority />;
}

/** Media, title, artist and the badges: timed label, sold out, editions, minted by, vault content. */
export function AuctionHeader({ auction, now }: { auction: AuctionDetail; now: Date }) {
  const [vaultOpen, setVaultOpen] = useState(false);
  const vault = auction.nft.has_vault as HasVault;

  return (
    <>
      <div className={styles.media}>
        <AuctionMedia auction={auction} />
      </div>
      <div className={styles.badges}>
        {auction.sold_out ? (
          <SoldOutBadge />
        ) : (
          <TimedLabel start={auction.starts} end={auction.ends} now={now} />
        )}
        <EditionBadge
          editions={auction.auction_type === AuctionType.open ? null : auction.initial_quantity}
        />
        <MintedByBadge mintedBy={auction.nft.minted_by} />
      </div>
      <h1 id="auction-title" className={styles.title}>
        {auction.title}
      </h1>
      <p className={styles.muted}>by {auction.artist.name}</p>
      {auction.coming_soon_text && new Date(auction.starts) > now && (
        <p data-testid="coming-soon-text">{auction.coming_soon_text}</p>
      )}
      {vault !== HasVault.no && (
        <button type="button" className={styles.linkish} onClick={() => setVaultOpen(true)}>
          {hasVaultLabels[vault]}
        </button>
      )}
      {vaultOpen && <VaultModal label={hasVaultLabels[vault]} onClose={() => setVaultOpen(false)} />}
    </>
  );
}
