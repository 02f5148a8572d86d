import type { StorefrontNftOwnerView } from '../../../../../shared/api/schemas/storefront';
import { formatDate } from '../../../../../shared/format/date';
import { LinkButton } from '../../../components/button/link-button';
import { Image } from '../../../components/image/image';
import { paths } from '../../../config/paths';
import { usd } from '../utils/usd';
import { statusLabels } from './nft-status';
import * as styles from './storefront.css';

/** What to do next with the NFT: edit or mint a draft, list a minted one, see a listed one on sale. */
function Actions({ nft }: { nft: StorefrontNftOwnerView }) {
  const { uuid } = nft;
  if (nft.status === 'draft')
    return (
      <>
        <LinkButton to={paths.storefrontEditDraft({ uuid })}>Edit draft</LinkButton>
        <LinkButton
          variant="secondary"
          to={`${paths.storefrontMintingCheckout()}?uuid=${encodeURIComponent(uuid)}`}
        >
          Continue to minting
        </LinkButton>
      </>
    );
  if (nft.status !== 'minted' || !nft.nft_id) return null;
  return nft.listing ? (
    <LinkButton to={paths.storefrontAuction({ nftId: nft.nft_id })}>View on sale</LinkButton>
  ) : (
    <LinkButton to={paths.storefrontListForSale({ uuid })}>List for sale</LinkButton>
  );
}

/** /storefront-nft-details/{uuid}: the creator's NFT, its status, listing and sales. */
export function NftDetails({ nft }: { nft: StorefrontNftOwnerView }) {
  return (
    <div className={styles.wide} data-testid="storefront-nft-details">
      <div className={styles.panel}>
        <Image src={nft.image} alt={nft.title} className={styles.preview} />
        <h2 className={styles.sectionTitle}>{nft.title || 'Untitled'}</h2>
        <p className={styles.status} data-testid="storefront-nft-status">
          {statusLabels[nft.status]}
        </p>
        {nft.mint_failure && <p data-testid="storefront-nft-mint-failure">{nft.mint_failure}</p>}
        {nft.description && <p>{nft.description}</p>}
        <dl className={styles.list}>
          <div className={styles.line}>
            <dt className={styles.muted}>Editions</dt>
            <dd>{nft.editions}</dd>
          </div>
          <div className={styles.line}>
            <dt className={styles.muted}>Royalty</dt>
            <dd>{nft.royalty}%</dd>
          </div>
          <div className={styles.line}>
            <dt className={styles.muted}>Sold</dt>
            <dd data-testid="storefront-nft-sold">{nft.sold}</dd>
          </div>
          {nft.traits.map((trait) => (
            <div key={`${trait.trait_type}:${trait.value}`} className={styles.line}>
              <dt className={styles.muted}>{trait.trait_type}</dt>
              <dd>{trait.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      {nft.listing && (
        <div className={styles.panel} data-testid="storefront-nft-listing">
          <h2 className={styles.sectionTitle}>Listing</h2>
          <p className={styles.line}>
            <span className={styles.muted}>Price</span>
            <span>{usd(nft.listing.price)}</span>
          </p>
          <p className={styles.line}>
            <span className={styles.muted}>Quantity</span>
            <span>{nft.listing.quantity}</span>
          </p>
          <p className={styles.line}>
            <span className={styles.muted}>Starts</span>
            <span>{formatDate(nft.listing.starts)}</span>
          </p>
          <p className={styles.line}>
            <span className={styles.muted}>Ends</span>
            <span>{nft.listing.ends ? formatDate(nft.listing.ends) : 'When sold out'}</span>
          </p>
        </div>
      )}
      <div className={styles.actions}>
        <Actions nft={nft} />
      </div>
    </div>
  );
}
