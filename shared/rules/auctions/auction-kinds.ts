import { auctionTypeSchema } from '../../domain/enum-schemas';
import { AuctionType, noEmailVerificationAuctionTypes, oneFreeClaimAuctionTypes } from '../../domain/enums';

/**
 * How each of the 15 auction types sells (spec part 1 §3-§5, part 2 §6 and §9), described once so the server
 * (bids, purchases, claims, closes) and the screens (forms, buttons, leaderboard) read the same table.
 */

/** What a collector does on the auction: bid and wait for the close, buy at a price, claim for free, or leave. */
export type SaleMode = 'bid' | 'buy' | 'claim' | 'external';

/**
 * Who wins a bid auction at the close: `single` = the one best bid; `topQuantity` = the best `quantity` bids,
 * one item each. Every bid type keeps one current bid per user (a second bid is an update), so a user wins once.
 */
export type WinnerRule = 'single' | 'topQuantity';

/** What updating an existing bid may do: only raise it, or (mutable bid) raise or lower it. */
export type BidChange = 'raiseOnly' | 'raiseOrLower';

/** Whether a buy type's editions run out (`limited` by the quantity) or are minted while the sale lasts. */
export type Supply = 'limited' | 'open';

interface KindBase {
  readonly type: AuctionType;
  /** Claiming, buying and bidding need a verified e-mail, except for the open giveaway (part 2 §6). */
  readonly needsVerifiedEmail: boolean;
}

export interface BidKind extends KindBase {
  readonly mode: 'bid';
  /** Silent auction: bids stay hidden from everyone but their bidder until the close. */
  readonly hiddenBids: boolean;
  readonly winners: WinnerRule;
  readonly bidChange: BidChange;
  /** Pre-qualified: only users on the auction's list may bid; winners pay after the close, within 24 hours. */
  readonly preQualifiedOnly: boolean;
}

export interface BuyKind extends KindBase {
  readonly mode: 'buy';
  readonly supply: Supply;
  /** Fixed price sequential: editions are sold in sequence order (1, 2, 3...) instead of drawn. */
  readonly sequentialEditions: boolean;
  /** Dutch: the price falls by reduction_amount every interval down to floor_price. */
  readonly fallingPrice: boolean;
}

export interface ClaimKind extends KindBase {
  readonly mode: 'claim';
  /** Free claims one account may make; null = the auction's own limit, else DEFAULT_FREE_CLAIMS_PER_ACCOUNT. */
  readonly claimsPerAccount: number | null;
}

export interface ExternalKind extends KindBase {
  readonly mode: 'external';
}

export type AuctionKind = BidKind | BuyKind | ClaimKind | ExternalKind;

const emailCheck = (type: AuctionType) => ({
  type,
  needsVerifiedEmail: !noEmailVerificationAuctionTypes.includes(type),
});

const bid = (
  type: AuctionType,
  options: Partial<Pick<BidKind, 'hiddenBids' | 'winners' | 'bidChange' | 'preQualifiedOnly'>> = {},
): BidKind => ({
  ...emailCheck(type),
  mode: 'bid',
  hiddenBids: false,
  winners: 'topQuantity',
  bidChange: 'raiseOnly',
  preQualifiedOnly: false,
  ...options,
});

const buy = (
  type: AuctionType,
  options: Partial<Pick<BuyKind, 'supply' | 'sequentialEditions' | 'fallingPrice'>> = {},
): BuyKind => ({
  ...emailCheck(type),
  mode: 'buy',
  supply: 'limited',
  sequentialEditions: false,
  fallingPrice: false,
  ...options,
});

const claim = (type: AuctionType): ClaimKind => ({
  ...emailCheck(type),
  mode: 'claim',
  claimsPerAccount: oneFreeClaimAuctionTypes.includes(type) ? 1 : null,
});

/**
 * The readings where the spec only names a type:
 * - standard and silent have one winner; tiered, mutable bid, bundle, generative and pre-qualified give one item
 *   to each of the top `quantity` bids (tiered: the rank is the tier, rank 1 the best);
 * - open is an open edition ('Editions: Open'): bought at the price, editions minted while the sale lasts;
 * - mutable bid: a bidder may change their bid either way, down to the auction's minimum bid;
 * - external sells on another site (external_url, button_title): nothing happens on the platform.
 */
export const auctionKinds: Readonly<Record<AuctionType, AuctionKind>> = {
  [AuctionType.standard]: bid(AuctionType.standard, { winners: 'single' }),
  [AuctionType.silent]: bid(AuctionType.silent, { winners: 'single', hiddenBids: true }),
  [AuctionType.tiered]: bid(AuctionType.tiered),
  [AuctionType.open]: buy(AuctionType.open, { supply: 'open' }),
  [AuctionType.fixedPrice]: buy(AuctionType.fixedPrice),
  [AuctionType.giveaway]: claim(AuctionType.giveaway),
  [AuctionType.fixedPriceSequential]: buy(AuctionType.fixedPriceSequential, { sequentialEditions: true }),
  [AuctionType.singleAuctionGiveaway]: claim(AuctionType.singleAuctionGiveaway),
  [AuctionType.mutableBid]: bid(AuctionType.mutableBid, { bidChange: 'raiseOrLower' }),
  [AuctionType.bundle]: bid(AuctionType.bundle),
  [AuctionType.generative]: bid(AuctionType.generative),
  [AuctionType.preQualified]: bid(AuctionType.preQualified, { preQualifiedOnly: true }),
  [AuctionType.external]: { ...emailCheck(AuctionType.external), mode: 'external' },
  [AuctionType.openGiveaway]: claim(AuctionType.openGiveaway),
  [AuctionType.dutch]: buy(AuctionType.dutch, { fallingPrice: true }),
};

/** The kind of a stored or received auction type; throws on a code outside 1-15. */
export const auctionKind = (auctionType: number): AuctionKind =>
  auctionKinds[auctionTypeSchema.parse(auctionType)];
