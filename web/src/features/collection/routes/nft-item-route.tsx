import { type ComponentType, useEffect } from 'react';
import { useLocation } from 'wouter';
import { Loader } from '../../../components/loader/loader';
import { ErrorState } from '../../../components/status/error-state';
import { paths } from '../../../config/paths';
import { errorText, isApiError } from '../../../lib/api-client';
import { useNft } from '../../../lib/nfts/get-nft';
import { useNftItem } from '../api/get-nft-item';
import { OwnedItemPage } from '../components/owned-item-page';
import type { ItemDoorsProps } from '../components/owner-actions';

/**
 * /nft/{nftId}/{nftItemId}/details, the owned-item page, reached from My Collection. An unknown edition (or a
 * private one of another user) goes to 'Page Not Found'.
 */
export function NftItemRoute({
  nftId,
  nftItemId,
  Doors,
}: {
  nftId: string;
  nftItemId: string;
  /** The other features' doors for the owner (the app's composition, app/routes/owned-item-doors.tsx). */
  Doors?: ComponentType<ItemDoorsProps>;
}) {
  const item = useNftItem(nftId, nftItemId);
  const nft = useNft(nftId);
  const [, navigate] = useLocation();
  const error = item.error ?? nft.error;
  const missing = isApiError(error, 404);

  useEffect(() => {
    if (missing) navigate(paths.pageNotFound(), { replace: true });
  }, [missing, navigate]);

  if (missing) return null;
  if (error)
    return (
      <ErrorState
        message={errorText(error)}
        onRetry={() => {
          void item.mutate();
          void nft.mutate();
        }}
      />
    );
  if (!item.data || !nft.data) return <Loader label="Loading NFT" />;
  return <OwnedItemPage item={item.data} nft={nft.data} mutate={item.mutate} Doors={Doors} />;
}
