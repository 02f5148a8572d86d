import { type AuctionRecord, auctionNftOf } from '../../data/auction';
import type { NftRecord } from '../../data/nft';

/** What a user's fixed-price sale of an NFT sets itself; the rest of its auction record comes from the NFT. */
export type NftSale = Pick<
  AuctionRecord,
  | 'id'
  | 'dropId'
  | 'title'
  | 'priceCents'
  | 'auctionType'
  | 'starts'
  | 'ends'
  | 'initialQuantity'
  | 'availableQuantity'
  | 'soldOut'
> &
  Partial<Pick<AuctionRecord, 'audioKey' | 'seller' | 'storefront'>>;

/**
 * A user's fixed-price sale of an NFT (a resale listing, a creator's storefront listing) as an auction record: the
 * NFT's media, artist and chain, no bidding, no falling price, no limits or extras.
 */
export const nftSaleAuction = (nft: NftRecord, sale: NftSale): AuctionRecord => ({
  description: nft.description,
  thumbnailKey: nft.thumbnailKey,
  imageKey: nft.imageKey,
  videoKey: nft.videoKey,
  audioKey: null,
  backgroundImageKey: null,
  comingSoonText: null,
  artist: nft.artist,
  blockchainTypes: [nft.blockchainType],
  row: 0,
  nft: auctionNftOf(nft),
  highestBidCents: null,
  bidIncrementCents: null,
  minimumWinningBidCents: null,
  amexOnly: false,
  promotionUuid: null,
  maxPerAccount: null,
  physicalItem: null,
  termsKey: null,
  externalUrl: null,
  buttonTitle: null,
  floorPriceCents: null,
  reductionAmountCents: null,
  interval: null,
  ...sale,
});
