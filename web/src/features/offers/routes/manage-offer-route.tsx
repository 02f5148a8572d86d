import { Redirect } from 'wouter';
import { Loader } from '../../../components/loader/loader';
import { ErrorState } from '../../../components/status/error-state';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { useNft } from '../../../lib/nfts/get-nft';
import { useOffer } from '../api/get-offer';
import { ManageOffer } from '../components/manage-offer';
import { OfferUnavailable } from '../components/offer-unavailable';
import { offerBackTarget } from '../utils/back-target';
import { isNoLongerAvailable } from '../utils/offer-labels';

export interface ManageOfferRouteProps {
  nftId: string;
  offerId: string;
}

/** /nft/{nftId}/{offerId}/manage-offer, the maker's; the item's owner answers the offer on /accept instead. */
export function ManageOfferRoute({ nftId, offerId }: ManageOfferRouteProps) {
  const offer = useOffer(offerId);
  // The NFT only decides where 'Go back' leads: without it, the marketplace auction page.
  const nft = useNft(nftId);
  const fallback = paths.marketplaceAuction({ nftId });
  if (isNoLongerAvailable(offer.error)) return <OfferUnavailable title="Manage Offer" backTo={fallback} />;
  if (offer.error) return <ErrorState message={errorText(offer.error)} onRetry={() => void offer.mutate()} />;
  if (!offer.data) return <Loader label="Loading offer" />;
  if (!offer.data.is_maker) return <Redirect to={paths.acceptOffer({ nftId, offerId })} replace />;
  const backTo = offerBackTarget(nftId, offer.data.nft_item.id, nft.data);
  return (
    <ManageOffer
      offer={offer.data}
      backTo={backTo}
      onChanged={(changed) => void offer.mutate(changed, { revalidate: !changed })}
    />
  );
}
