import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { Loader } from '../../../components/loader/loader';
import { ErrorState } from '../../../components/status/error-state';
import { paths } from '../../../config/paths';
import { errorText, isApiError } from '../../../lib/api-client';
import { useOfferItem } from '../api/get-offer-item';
import { ItemOffers } from '../components/item-offers';

export interface ItemOffersRouteProps {
  nftId: string;
  nftItemId: string;
}

/** /nft/{nftId}/{nftItemId}/offers: an unknown (or another user's private) edition goes to 'Page Not Found'. */
export function ItemOffersRoute({ nftId, nftItemId }: ItemOffersRouteProps) {
  const item = useOfferItem(nftId, nftItemId);
  const [, navigate] = useLocation();
  const missing = isApiError(item.error, 404);

  useEffect(() => {
    if (missing) navigate(paths.pageNotFound(), { replace: true });
  }, [missing, navigate]);

  if (missing) return null;
  if (item.error) return <ErrorState message={errorText(item.error)} onRetry={() => void item.mutate()} />;
  if (!item.data) return <Loader label="Loading offers" />;
  return <ItemOffers nftId={nftId} item={item.data} onItemChanged={() => void item.mutate()} />;
}
