import { codesOf, labelsFor, type ValueOf } from './codes';

// Auctions.

/** Auction types 1-15, in the spec's order. */
export const AuctionType = {
  standard: 1,
  silent: 2,
  tiered: 3,
  open: 4,
  fixedPrice: 5,
  giveaway: 6,
  fixedPriceSequential: 7,
  singleAuctionGiveaway: 8,
  mutableBid: 9,
  bundle: 10,
  generative: 11,
  preQualified: 12,
  external: 13,
  openGiveaway: 14,
  dutch: 15,
} as const;
export type AuctionType = ValueOf<typeof AuctionType>;
export const auctionTypes = /* @__PURE__ */ codesOf(AuctionType);
export const auctionTypeLabels = /* @__PURE__ */ labelsFor(AuctionType, {
  standard: 'Standard',
  silent: 'Silent',
  tiered: 'Tiered',
  open: 'Open',
  fixedPrice: 'Fixed Price',
  giveaway: 'Giveaway',
  fixedPriceSequential: 'Fixed Price Sequential',
  singleAuctionGiveaway: 'Single Auction Giveaway',
  mutableBid: 'Mutable Bid',
  bundle: 'Bundle',
  generative: 'Generative',
  preQualified: 'Pre-qualified',
  external: 'External',
  openGiveaway: 'Open Giveaway',
  dutch: 'Dutch',
});
/** Giveaway kinds that allow 1 free claim per account (part 2 §6). */
export const oneFreeClaimAuctionTypes: readonly AuctionType[] = [
  AuctionType.giveaway,
  AuctionType.singleAuctionGiveaway,
];
/** Claiming needs a verified e-mail except for an open giveaway (part 1 §5). */
export const noEmailVerificationAuctionTypes: readonly AuctionType[] = [AuctionType.openGiveaway];

/** Dutch auction states (part 1 §4). */
export const DutchAuctionState = {
  inProgress: 'InProgress',
  reachedFloorPrice: 'ReachedFloorPrice',
  hasEndedButNotSold: 'HasEndedButNotSold',
  soldOut: 'SoldOut',
} as const;
export type DutchAuctionState = ValueOf<typeof DutchAuctionState>;
