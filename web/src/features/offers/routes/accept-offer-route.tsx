import { Redirect } from 'wouter';
import { Loader } from '../../../components/loader/loader';
import { ErrorState } from '../../../components/status/error-state';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { useOffer } from '../api/get-offer';
import { AcceptOffer } from '../components/accept-offer';
import { OfferUnavailable } from '../components/offer-unavailable';
import { isNoLongerAvailable } from '../utils/offer-labels';

export interface AcceptOfferRouteProps {
  nftId: string;
  offerId: string;
}

/** /nft/{nftId}/{offerId}/accept, the owner's; the maker of the offer manages it instead. */
export function AcceptOfferRoute({ nftId, offerId }: AcceptOfferRouteProps) {
  const offer = useOffer(offerId);
  if (isNoLongerAvailable(offer.error))
    return <OfferUnavailable title="Accept Offer" backTo={paths.myCollection()} />;
  if (offer.error) return <ErrorState message={errorText(offer.error)} onRetry={() => void offer.mutate()} />;
  if (!offer.data) return <Loader label="Loading offer" />;
  if (offer.data.is_maker) return <Redirect to={paths.manageOffer({ nftId, offerId })} replace />;
  return <AcceptOffer nftId={nftId} offer={offer.data} onStale={() => void offer.mutate()} />;
}
