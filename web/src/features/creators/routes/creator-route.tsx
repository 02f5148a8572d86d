import { useEffect } from 'react';
import { useLocation } from 'wouter';
import * as grid from '../../../components/card-grid/card-grid.css';
import { Image } from '../../../components/image/image';
import { Loader } from '../../../components/loader/loader';
import { Page } from '../../../components/page/page';
import { EmptyState } from '../../../components/status/empty-state';
import { ErrorState } from '../../../components/status/error-state';
import { paths } from '../../../config/paths';
import { errorText, isApiError } from '../../../lib/api-client';
import { useCreator } from '../api/get-creator';
import { useCreatorNfts } from '../api/list-creator-nfts';
import * as styles from '../components/creators.css';
import { StorefrontNftCard } from '../components/storefront-nft-card';

function CreatorNfts({ creatorId }: { creatorId: string }) {
  const { data, error, mutate } = useCreatorNfts(creatorId);
  if (error && !data) return <ErrorState message={errorText(error)} onRetry={() => void mutate()} />;
  if (!data) return <Loader label="Loading NFTs" />;
  if (data.results.length === 0) return <EmptyState title="No NFTs on sale yet." />;
  return (
    <ul className={grid.grid} aria-label="Storefront NFTs">
      {data.results.map((nft) => (
        <li key={nft.uuid}>
          <StorefrontNftCard nft={nft} />
        </li>
      ))}
    </ul>
  );
}

/** /creators/{id}: the creator's profile and the NFTs their storefront sells; an unknown creator is not found. */
export function CreatorRoute({ id }: { id: string }) {
  const { data: creator, error, mutate } = useCreator(id);
  const [, navigate] = useLocation();
  const missing = isApiError(error, 404);

  useEffect(() => {
    if (missing) navigate(paths.pageNotFound(), { replace: true });
  }, [missing, navigate]);

  if (missing) return null;
  if (error && !creator) return <ErrorState message={errorText(error)} onRetry={() => void mutate()} />;
  if (!creator) return <Loader label="Loading creator" />;
  return (
    <Page title={creator.name} testId="creator-page">
      <div className={styles.column}>
        <div className={styles.profile}>
          <Image src={creator.avatar} alt={creator.name} className={styles.avatar} />
          <div>
            {creator.bio && <p>{creator.bio}</p>}
            <p className={styles.muted}>
              {creator.nft_count} {creator.nft_count === 1 ? 'NFT' : 'NFTs'}
            </p>
          </div>
        </div>
        <CreatorNfts creatorId={creator.id} />
      </div>
    </Page>
  );
}
