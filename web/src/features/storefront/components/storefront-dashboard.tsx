import { Link } from 'wouter';
import type { StorefrontNftOwnerView } from '../../../../../shared/api/schemas/storefront';
import { LinkButton } from '../../../components/button/link-button';
import { Image } from '../../../components/image/image';
import { Loader } from '../../../components/loader/loader';
import { EmptyState } from '../../../components/status/empty-state';
import { ErrorState } from '../../../components/status/error-state';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { useMyNfts } from '../api/list-my-nfts';
import { EarningsSummary } from './earnings-summary';
import { stageOf, statusLabels } from './nft-status';
import * as styles from './storefront.css';

const sections = [
  { stage: 'drafts', title: 'Drafts' },
  { stage: 'minted', title: 'Minted' },
  { stage: 'listed', title: 'Listed' },
] as const;

/** What a row offers next: finish a draft, list a minted NFT, or nothing while it mints. */
function NextStep({ nft }: { nft: StorefrontNftOwnerView }) {
  if (nft.status === 'draft')
    return (
      <LinkButton size="sm" variant="secondary" to={paths.storefrontEditDraft({ uuid: nft.uuid })}>
        Edit draft
      </LinkButton>
    );
  if (nft.status === 'minted' && !nft.listing)
    return (
      <LinkButton size="sm" to={paths.storefrontListForSale({ uuid: nft.uuid })}>
        List for sale
      </LinkButton>
    );
  return null;
}

function NftRow({ nft }: { nft: StorefrontNftOwnerView }) {
  return (
    <li className={styles.nftRow} data-testid="storefront-nft-row" data-status={nft.status}>
      <Image src={nft.image} alt={nft.title} className={styles.thumb} />
      <div>
        <Link to={paths.storefrontNftDetails({ uuid: nft.uuid })}>{nft.title || 'Untitled'}</Link>
        <p className={styles.muted}>
          {nft.listing
            ? `${nft.sold} of ${nft.listing.quantity} sold`
            : `${statusLabels[nft.status]} · ${nft.editions} ${nft.editions === 1 ? 'edition' : 'editions'}`}
        </p>
      </div>
      <NextStep nft={nft} />
    </li>
  );
}

function MyNfts() {
  const { data, error, mutate } = useMyNfts();
  if (error && !data) return <ErrorState message={errorText(error)} onRetry={() => void mutate()} />;
  if (!data) return <Loader label="Loading your NFTs" />;
  if (data.results.length === 0)
    return (
      <EmptyState title="You have not created any NFTs yet.">
        <LinkButton to={paths.storefrontCreateNft()}>Create NFT</LinkButton>
      </EmptyState>
    );
  return (
    <>
      {sections.map(({ stage, title }) => {
        const nfts = data.results.filter((nft) => stageOf(nft) === stage);
        if (!nfts.length) return null;
        return (
          <section key={stage} className={styles.panel} aria-label={title}>
            <h2 className={styles.sectionTitle}>{title}</h2>
            <ul className={styles.list}>
              {nfts.map((nft) => (
                <NftRow key={nft.uuid} nft={nft} />
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}

/** /storefront for a creator: earnings, then their drafts, minted and listed NFTs (with sold counts). */
export function StorefrontDashboard() {
  return (
    <div className={styles.wide} data-testid="storefront-dashboard">
      <div className={styles.actions}>
        <LinkButton to={paths.storefrontCreateNft()}>Create NFT</LinkButton>
        <LinkButton variant="secondary" to={paths.storefrontSettings()}>
          Settings
        </LinkButton>
      </div>
      <EarningsSummary withPaymentsLink />
      <MyNfts />
    </div>
  );
}
