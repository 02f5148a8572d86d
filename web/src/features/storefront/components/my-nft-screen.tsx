import type { ReactNode } from 'react';
import type { StorefrontNftOwnerView } from '../../../../../shared/api/schemas/storefront';
import { LinkButton } from '../../../components/button/link-button';
import { Loader } from '../../../components/loader/loader';
import { EmptyState } from '../../../components/status/empty-state';
import { ErrorState } from '../../../components/status/error-state';
import { paths } from '../../../config/paths';
import { errorText, isApiError } from '../../../lib/api-client';
import { useMyNft } from '../api/get-my-nft';

/** One of the creator's NFTs for a screen about it; unknown or another creator's is said so, with a way back. */
export function MyNftScreen({
  uuid,
  children,
}: {
  uuid: string;
  children: (nft: StorefrontNftOwnerView) => ReactNode;
}) {
  const { data: nft, error, mutate } = useMyNft(uuid);
  if (isApiError(error, 404) || isApiError(error, 403))
    return (
      <EmptyState title={isApiError(error, 404) ? 'This NFT does not exist.' : errorText(error)}>
        <LinkButton to={paths.storefront()}>Back to storefront</LinkButton>
      </EmptyState>
    );
  if (error && !nft) return <ErrorState message={errorText(error)} onRetry={() => void mutate()} />;
  if (!nft) return <Loader label="Loading NFT" />;
  return children(nft);
}
