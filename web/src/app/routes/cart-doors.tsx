import type { ReactNode } from 'react';
import type { Edition } from '../../../../shared/api/schemas/nft';
import { ListedEditionExtra } from '../../components/editions-table/edition-action';
import { AddToCartButton } from '../../features/cart/components/add-to-cart-button';
import { MarketplaceAuctionRoute } from '../../features/marketplace/routes/marketplace-auction-route';
import { useNft } from '../../lib/nfts/get-nft';
import { usdToCents } from '../../utils/money';

/**
 * The NFT's resale market with 'Add to cart' beside each listing's Buy: the app composes the cart feature into the
 * marketplace's editions table, so no feature imports another.
 */
export function MarketplaceAuctionWithCart({
  nftId,
  market,
  watch,
}: {
  nftId: string;
  market?: ReactNode;
  watch?: ReactNode;
}) {
  const { data: nft } = useNft(nftId);
  const addToCart = (id: string, edition: Edition) => {
    if (!nft || !edition.auction_id || edition.price === null) return null;
    const title = `${nft.title} #${edition.sequence}`;
    return (
      <AddToCartButton
        label={title}
        entry={{ listingId: edition.auction_id, nftId: id, title, priceCents: usdToCents(edition.price) }}
      />
    );
  };
  return (
    <ListedEditionExtra.Provider value={addToCart}>
      <MarketplaceAuctionRoute nftId={nftId} market={market} watch={watch} />
    </ListedEditionExtra.Provider>
  );
}
