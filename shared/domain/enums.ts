/**
 * Every enumeration of spec part 1 §3, as `as const` objects (numeric codes where the spec gives them),
 * human labels keyed by code, and zod schemas. Fixed geographic data lives in ./geo.
 */

export type ValueOf<T> = T[keyof T];

/** Turns labels keyed by an enumeration's names into labels keyed by its codes. */
export function labelsFor<const T extends Readonly<Record<string, string | number>>>(
  values: T,
  labels: { readonly [K in keyof T]: string },
): Readonly<Record<ValueOf<T>, string>> {
  const out = {} as Record<ValueOf<T>, string>;
  for (const key of Object.keys(values) as (keyof T)[]) out[values[key]] = labels[key];
  return out;
}

/** The codes of an enumeration, in declaration order. */
export const codesOf = <const T extends Readonly<Record<string, string | number>>>(values: T): ValueOf<T>[] =>
  Object.values(values) as ValueOf<T>[];

// ---------------------------------------------------------------------------------------------------------
// Auctions and NFTs
// ---------------------------------------------------------------------------------------------------------

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

export const Blockchain = { tezos: 1, polygon: 2, ethereum: 3 } as const;
export type Blockchain = ValueOf<typeof Blockchain>;
export const blockchains = /* @__PURE__ */ codesOf(Blockchain);
export const blockchainLabels = /* @__PURE__ */ labelsFor(Blockchain, {
  tezos: 'Tezos',
  polygon: 'Polygon',
  ethereum: 'Ethereum',
});
/** Token standards per chain (Tezos FA2; Ethereum ERC-1155 or ERC-721). Polygon: not shown. */
export const blockchainTokenStandards: Readonly<Record<Blockchain, readonly string[]>> = {
  [Blockchain.tezos]: ['FA2'],
  [Blockchain.polygon]: [],
  [Blockchain.ethereum]: ['ERC-1155', 'ERC-721'],
};

/** Tiers with their codes; `any` (0) is shown as 'None' at the end of tier lists. */
export const Tier = {
  any: 0,
  one: 1,
  diamond: 2,
  platinum: 3,
  gold: 4,
  iconic: 5,
  green: 6,
  generative: 11,
} as const;
export type Tier = ValueOf<typeof Tier>;
export const tiers = /* @__PURE__ */ codesOf(Tier);
export const tierLabels = /* @__PURE__ */ labelsFor(Tier, {
  any: 'None',
  one: 'One',
  diamond: 'Diamond',
  platinum: 'Platinum',
  gold: 'Gold',
  iconic: 'Iconic',
  green: 'Green',
  generative: 'Generative',
});
/** Order of tier lists and filters: green, gold, platinum, diamond, one, iconic, none (= any, code 0). */
export const tierListOrder: readonly Tier[] = [
  Tier.green,
  Tier.gold,
  Tier.platinum,
  Tier.diamond,
  Tier.one,
  Tier.iconic,
  Tier.any,
];

export const Rarity = {
  common: 1,
  uncommon: 2,
  rare: 3,
  legendary: 4,
  mythic: 5,
  epic: 6,
  super: 7,
} as const;
export type Rarity = ValueOf<typeof Rarity>;
export const rarities = /* @__PURE__ */ codesOf(Rarity);
export const rarityLabels = /* @__PURE__ */ labelsFor(Rarity, {
  common: 'Common',
  uncommon: 'Uncommon',
  rare: 'Rare',
  legendary: 'Legendary',
  mythic: 'Mythic',
  epic: 'Epic',
  super: 'Super',
});

/** Trait types 1-38, in the spec's order. */
export const TraitType = {
  background: 1,
  body: 2,
  shirt: 3,
  clothes: 4,
  jersey: 5,
  face: 6,
  eyes: 7,
  browz: 8,
  mouth: 9,
  faceWear: 10,
  hat: 11,
  diaper: 12,
  pin: 13,
  clothing: 14,
  bib: 15,
  toys: 16,
  border: 17,
  backgroundOverlay: 18,
  head: 19,
  accessories: 20,
  backsplash: 21,
  sport: 22,
  chain: 23,
  hair: 24,
  nose: 25,
  outfits: 26,
  object: 27,
  sunglasses: 28,
  necklace: 29,
  handheld: 30,
  medallion: 31,
  streetName: 32,
  streetColor: 33,
  streetDetails: 34,
  buildingType: 35,
  rooftop: 36,
  billboard: 37,
  neonSign: 38,
} as const;
export type TraitType = ValueOf<typeof TraitType>;
export const traitTypes = /* @__PURE__ */ codesOf(TraitType);
export const traitTypeLabels = /* @__PURE__ */ labelsFor(TraitType, {
  background: 'Background',
  body: 'Body',
  shirt: 'Shirt',
  clothes: 'Clothes',
  jersey: 'Jersey',
  face: 'Face',
  eyes: 'Eyes',
  browz: 'Browz',
  mouth: 'Mouth',
  faceWear: 'Face Wear',
  hat: 'Hat',
  diaper: 'Diaper',
  pin: 'Pin',
  clothing: 'Clothing',
  bib: 'Bib',
  toys: 'Toys',
  border: 'Border',
  backgroundOverlay: 'Background Overlay',
  head: 'Head',
  accessories: 'Accessories',
  backsplash: 'Backsplash',
  sport: 'Sport',
  chain: 'Chain',
  hair: 'Hair',
  nose: 'Nose',
  outfits: 'Outfits',
  object: 'Object',
  sunglasses: 'Sunglasses',
  necklace: 'Necklace',
  handheld: 'Handheld',
  medallion: 'Medallion',
  streetName: 'Street Name',
  streetColor: 'Street Color',
  streetDetails: 'Street Details',
  buildingType: 'Building Type',
  rooftop: 'Rooftop',
  billboard: 'Billboard',
  neonSign: 'Neon Sign',
});

/** has_vault of an NFT; labels are the vault badges of part 1 §2 ('no' shows nothing). */
export const HasVault = { yes: 'yes', limited: 'limited', no: 'no' } as const;
export type HasVault = ValueOf<typeof HasVault>;
export const hasVaultLabels = /* @__PURE__ */ labelsFor(HasVault, {
  yes: 'Includes Vault Content',
  limited: 'Limited Vault Content',
  no: '',
});

/** Vault item media types: 1 and 4 are images, 2 audio, 3 video. */
export const VaultMediaType = { image: 1, audio: 2, video: 3, imageAlt: 4 } as const;
export type VaultMediaType = ValueOf<typeof VaultMediaType>;
export type VaultMediaKind = 'image' | 'audio' | 'video';
export const vaultMediaKind = (type: VaultMediaType): VaultMediaKind =>
  type === VaultMediaType.audio ? 'audio' : type === VaultMediaType.video ? 'video' : 'image';

/** Themes; also the vault item's frame_type. */
export const Theme = { classic: 'classic', modern: 'modern' } as const;
export type Theme = ValueOf<typeof Theme>;
export const themeLabels = /* @__PURE__ */ labelsFor(Theme, { classic: 'Classic', modern: 'Modern' });

/** Minted-by badge. The spec's '{product}' is the platform's own name. */
export const MintedBy = { platform: 'platform', verifiedArtist: 'verifiedArtist' } as const;
export type MintedBy = ValueOf<typeof MintedBy>;
export const mintedByLabels = /* @__PURE__ */ labelsFor(MintedBy, {
  platform: 'Platform',
  verifiedArtist: 'Verified Artist',
});

export const Visibility = { public: 'public', private: 'private' } as const;
export type Visibility = ValueOf<typeof Visibility>;
export const visibilityLabels = /* @__PURE__ */ labelsFor(Visibility, {
  public: 'Public',
  private: 'Private',
});

/** Collection type (generative or other). */
export const CollectionType = { generative: 'generative', other: 'other' } as const;
export type CollectionType = ValueOf<typeof CollectionType>;

// ---------------------------------------------------------------------------------------------------------
// Browsing: sort orders, availability, time periods, categories
// ---------------------------------------------------------------------------------------------------------

/** Sort orders; the value is the API `ordering` parameter. */
export const SortOrder = {
  title: 'title',
  priceAsc: 'price',
  priceDesc: '-price',
  dateAsc: 'date',
  dateDesc: '-date',
  rankAsc: 'rank',
  rankDesc: '-rank',
} as const;
export type SortOrder = ValueOf<typeof SortOrder>;
export const sortOrders = /* @__PURE__ */ codesOf(SortOrder);
/**
 * Labels of the sort options (part 2 §9: title, price high/low, date newest/oldest, rank high/low).
 * Ascending rank lists rank #1 first, i.e. the highest rank first.
 */
export const sortOrderLabels = /* @__PURE__ */ labelsFor(SortOrder, {
  title: 'Title',
  priceAsc: 'Price: Low to High',
  priceDesc: 'Price: High to Low',
  dateAsc: 'Date: Oldest',
  dateDesc: 'Date: Newest',
  rankAsc: 'Rank: High to Low',
  rankDesc: 'Rank: Low to High',
});
/** Rank orders are offered for ranked collections only. */
export const rankSortOrders: readonly SortOrder[] = [SortOrder.rankAsc, SortOrder.rankDesc];
/** Sort options offered for a collection, ranked or not. */
export const sortOptionsFor = (isRanked: boolean): SortOrder[] =>
  sortOrders.filter((order) => isRanked || !rankSortOrders.includes(order));
/** Default: ascending rank for a ranked collection, else ascending price. */
export const defaultSortOrder = (isRanked: boolean): SortOrder =>
  isRanked ? SortOrder.rankAsc : SortOrder.priceAsc;

export const Availability = { available: 0, unavailable: 1, coming: 2 } as const;
export type Availability = ValueOf<typeof Availability>;
export const availabilityLabels = /* @__PURE__ */ labelsFor(Availability, {
  available: 'Available',
  unavailable: 'Sold Out',
  coming: 'Coming Soon',
});

export const TimePeriod = { past: 0, current: 1, future: 2 } as const;
export type TimePeriod = ValueOf<typeof TimePeriod>;
export const timePeriodLabels = /* @__PURE__ */ labelsFor(TimePeriod, {
  past: 'Past',
  current: 'Current',
  future: 'Future',
});

/** Categories with their slug ids; 'all' is exclusive and means no filter. */
export const Category = {
  all: 'all',
  music: 'music',
  sports: 'sports',
  lifestyle: 'lifestyle',
  gaming: 'gaming',
  tvAndFilms: 'tv-and-films',
  trending: 'trending',
} as const;
export type Category = ValueOf<typeof Category>;
export const categoryIds = /* @__PURE__ */ codesOf(Category);
export const categoryLabels = /* @__PURE__ */ labelsFor(Category, {
  all: 'All',
  music: 'Music',
  sports: 'Sports',
  lifestyle: 'Lifestyle',
  gaming: 'Gaming',
  tvAndFilms: 'TV and Films',
  trending: 'Trending',
});
/** Categories as `{ id, title }`, in chip order. */
export const categoryList: readonly { id: Category; title: string }[] = categoryIds.map((id) => ({
  id,
  title: categoryLabels[id],
}));

// ---------------------------------------------------------------------------------------------------------
// Notifications
// ---------------------------------------------------------------------------------------------------------

/**
 * Notification types 1-26. The spec lists them in groups; each group is expanded in its order:
 *   outbid (two kinds)                                    -> 1 outbid, 2 outbidSecondKind (the spec does not tell
 *                                                            the two kinds apart)
 *   winning bid (highest or increased)                    -> 3 winningBidHighest, 4 winningBidIncreased
 *   bid unsuccessful, nft posted, price changed,
 *   bundle bought                                         -> 5, 6, 7, 8
 *   nft claimed/bought/sold                               -> 9 nftClaimed, 10 nftBought, 11 nftSold
 *   auction ended, export successful, crypto received,
 *   withdrawal completed, card authorized, winner         -> 12 .. 17
 *   offers received/accepted/declined/cancelled/expired   -> 18 .. 22
 *   fusion initiated/completed                            -> 23 fusionInitiated, 24 fusionCompleted
 * That expansion names 24 kinds; the spec gives the range 1-26 without naming the last two. We use them for the
 * account's own notices: 25 accountWelcome (on e-mail verification), 26 accountSecurity (password, e-mail or
 * two-factor changed). Part 2 §8: notification types not in the known list are not shown. Later features number
 * theirs after 26: 27-30 the watchlist's alerts, 31-32 a draw drop's outcome.
 */
export const NotificationType = {
  outbid: 1,
  outbidSecondKind: 2,
  winningBidHighest: 3,
  winningBidIncreased: 4,
  bidUnsuccessful: 5,
  nftPosted: 6,
  priceChanged: 7,
  bundleBought: 8,
  nftClaimed: 9,
  nftBought: 10,
  nftSold: 11,
  auctionEnded: 12,
  exportSuccessful: 13,
  cryptoReceived: 14,
  withdrawalCompleted: 15,
  cardAuthorized: 16,
  winner: 17,
  offerReceived: 18,
  offerAccepted: 19,
  offerDeclined: 20,
  offerCancelled: 21,
  offerExpired: 22,
  fusionInitiated: 23,
  fusionCompleted: 24,
  accountWelcome: 25,
  accountSecurity: 26,
  // 27-30: watchlist alerts (issue 16 point 2).
  watchedNftListed: 27,
  priceAlert: 28,
  watchedAuctionEndingSoon: 29,
  collectionFloorAlert: 30,
  // 31-32: a draw drop's outcome (issue 16 point 5).
  drawWon: 31,
  drawLost: 32,
} as const;
export type NotificationType = ValueOf<typeof NotificationType>;
export const notificationTypes = /* @__PURE__ */ codesOf(NotificationType);
export const notificationTypeLabels = /* @__PURE__ */ labelsFor(NotificationType, {
  outbid: 'Outbid',
  outbidSecondKind: 'Outbid',
  winningBidHighest: 'Winning bid',
  winningBidIncreased: 'Winning bid increased',
  bidUnsuccessful: 'Bid unsuccessful',
  nftPosted: 'NFT posted',
  priceChanged: 'Price changed',
  bundleBought: 'Bundle bought',
  nftClaimed: 'NFT claimed',
  nftBought: 'NFT bought',
  nftSold: 'NFT sold',
  auctionEnded: 'Auction ended',
  exportSuccessful: 'Export successful',
  cryptoReceived: 'Crypto received',
  withdrawalCompleted: 'Withdrawal completed',
  cardAuthorized: 'Card authorized',
  winner: 'Winner',
  offerReceived: 'Offer received',
  offerAccepted: 'Offer accepted',
  offerDeclined: 'Offer declined',
  offerCancelled: 'Offer cancelled',
  offerExpired: 'Offer expired',
  fusionInitiated: 'Fusion initiated',
  fusionCompleted: 'Fusion completed',
  accountWelcome: 'Welcome',
  accountSecurity: 'Account security',
  watchedNftListed: 'Watched NFT listed',
  priceAlert: 'Price alert',
  watchedAuctionEndingSoon: 'Auction ending soon',
  collectionFloorAlert: 'Floor price alert',
  drawWon: 'Draw won',
  drawLost: 'Not selected in the draw',
});
/** The known types (1-26, and the later features' 27-32); others are not shown. */
export const knownNotificationTypes: readonly NotificationType[] = notificationTypes;
export const isKnownNotificationType = (type: number): type is NotificationType =>
  (knownNotificationTypes as readonly number[]).includes(type);

/** Notification settings topics; the user has `{topic}_notifications` (in-app) and `{topic}_emails`. */
export const NotificationTopic = {
  receipts: 'receipts',
  bidding: 'bidding',
  marketplace: 'marketplace',
  offers: 'offers',
  system: 'system',
} as const;
export type NotificationTopic = ValueOf<typeof NotificationTopic>;
export const notificationTopics = /* @__PURE__ */ codesOf(NotificationTopic);
export const notificationTopicLabels = /* @__PURE__ */ labelsFor(NotificationTopic, {
  receipts: 'Receipts',
  bidding: 'Bidding',
  marketplace: 'Marketplace',
  offers: 'Offers',
  system: 'System',
});
/** Receipts and system e-mails cannot be switched off. */
export const lockedEmailTopics: readonly NotificationTopic[] = [
  NotificationTopic.receipts,
  NotificationTopic.system,
];

// ---------------------------------------------------------------------------------------------------------
// Transactions, offers, actions
// ---------------------------------------------------------------------------------------------------------

export const TransactionKind = {
  buy: 'buy',
  card: 'card',
  bid: 'bid',
  offer: 'offer',
  gift: 'gift',
  fusion: 'fusion',
  /** A storefront creator's minting fee; not among the spec's kinds (it predates the storefront). */
  mint: 'mint',
} as const;
export type TransactionKind = ValueOf<typeof TransactionKind>;

/** The `action` sent with payments (bid, buy, offer, gift, fusion, card). */
export const Action = {
  bid: 'bid',
  buy: 'buy',
  offer: 'offer',
  gift: 'gift',
  fusion: 'fusion',
  card: 'card',
} as const;
export type Action = ValueOf<typeof Action>;

export const OfferStatus = { active: 1, accepted: 2, declined: 3, cancelled: 4, expired: 5 } as const;
export type OfferStatus = ValueOf<typeof OfferStatus>;
export const offerStatusLabels = /* @__PURE__ */ labelsFor(OfferStatus, {
  active: 'Active',
  accepted: 'Accepted',
  declined: 'Declined',
  cancelled: 'Cancelled',
  expired: 'Expired',
});

/** Order-history entry kinds (part 1 §2). */
export const HistoryKind = {
  fusedResultReceived: 'fused_result_received',
  sentToFuser: 'sent_to_fuser',
  charge: 'charge',
  payment: 'payment',
  giftReceived: 'gift_received',
  giftSent: 'gift_sent',
  fromPack: 'from_pack',
  /** A free edition claimed (a giveaway, or after an external purchase); not among the spec's kinds. */
  claim: 'claim',
} as const;
export type HistoryKind = ValueOf<typeof HistoryKind>;
export const historyKindLabels = /* @__PURE__ */ labelsFor(HistoryKind, {
  fusedResultReceived: 'Fused result received',
  sentToFuser: 'Sent to fuser',
  charge: 'Charge',
  payment: 'Payment',
  giftReceived: 'Gift received',
  giftSent: 'Gift sent',
  fromPack: 'From pack',
  claim: 'Claim',
});

/** Claim order status (one reading: 1 pending, 2 approved, 3 cancelled). */
export const ClaimStatus = { pending: 1, approved: 2, cancelled: 3 } as const;
export type ClaimStatus = ValueOf<typeof ClaimStatus>;
/** Claimed status (the other reading: initial 1, claimed 2). */
export const ClaimedStatus = { initial: 1, claimed: 2 } as const;
export type ClaimedStatus = ValueOf<typeof ClaimedStatus>;

// ---------------------------------------------------------------------------------------------------------
// Payments, currencies, payouts
// ---------------------------------------------------------------------------------------------------------

export const PaymentMethod = { card: 1, marketplaceCredit: 2, prepaidCrypto: 7 } as const;
export type PaymentMethod = ValueOf<typeof PaymentMethod>;
export const paymentMethods = /* @__PURE__ */ codesOf(PaymentMethod);
export const paymentMethodLabels = /* @__PURE__ */ labelsFor(PaymentMethod, {
  card: 'Credit card / Debit card',
  marketplaceCredit: 'Marketplace Credit',
  prepaidCrypto: 'Prepaid Crypto',
});

export const PaymentSource = {
  card: 'card',
  balance: 'balance',
  deposit: 'deposit',
  coinbaseCommerce: 'coinbase_commerce',
  coinbaseAuth: 'coinbase_auth',
  bitgo: 'bitgo',
  crypto: 'crypto',
  prequalified: 'prequalified',
} as const;
export type PaymentSource = ValueOf<typeof PaymentSource>;

/** Fee line labels at checkout. */
export const FeeKind = { creditCard: 'creditCard', transaction: 'transaction', gas: 'gas' } as const;
export type FeeKind = ValueOf<typeof FeeKind>;
export const feeLabels = /* @__PURE__ */ labelsFor(FeeKind, {
  creditCard: 'Credit Card',
  transaction: 'Transaction',
  gas: 'Gas',
});

export const Currency = { BTC: 'BTC', ETH: 'ETH', XTZ: 'XTZ', USDC: 'USDC', MATIC: 'MATIC' } as const;
export type Currency = ValueOf<typeof Currency>;
export const currencies = /* @__PURE__ */ codesOf(Currency);
export const currencyLabels = /* @__PURE__ */ labelsFor(Currency, {
  BTC: 'Bitcoin',
  ETH: 'Ethereum',
  XTZ: 'Tezos',
  USDC: 'USD Coin',
  MATIC: 'Polygon',
});
/** The network each currency travels on; USDC and MATIC map to the Ethereum network. */
export const currencyNetwork: Readonly<Record<Currency, Currency>> = {
  BTC: 'BTC',
  ETH: 'ETH',
  XTZ: 'XTZ',
  USDC: 'ETH',
  MATIC: 'ETH',
};
/** Coin amounts are kept in integer micro-units and shown with 6 decimals. */
export const COIN_DECIMALS = 6;
export const coinDecimals: Readonly<Record<Currency, number>> = {
  BTC: COIN_DECIMALS,
  ETH: COIN_DECIMALS,
  XTZ: COIN_DECIMALS,
  USDC: COIN_DECIMALS,
  MATIC: COIN_DECIMALS,
};
/** On-chain base-unit decimals of each coin (satoshi, wei, mutez, USDC units, wei). */
export const coinNativeDecimals: Readonly<Record<Currency, number>> = {
  BTC: 8,
  ETH: 18,
  XTZ: 6,
  USDC: 6,
  MATIC: 18,
};

export const BankAccountType = { checking: 'checking', savings: 'savings' } as const;
export type BankAccountType = ValueOf<typeof BankAccountType>;
export const bankAccountTypeLabels = /* @__PURE__ */ labelsFor(BankAccountType, {
  checking: 'Checking',
  savings: 'Savings',
});

export const PayoutProvider = { dwolla: 'dwolla', bitpay: 'bitpay' } as const;
export type PayoutProvider = ValueOf<typeof PayoutProvider>;

export const PayoutCoin = { BTC: 'BTC', BCH: 'BCH', DOGE: 'DOGE', LTC: 'LTC' } as const;
export type PayoutCoin = ValueOf<typeof PayoutCoin>;
export const payoutCoinLabels = /* @__PURE__ */ labelsFor(PayoutCoin, {
  BTC: 'Bitcoin',
  BCH: 'Bitcoin Cash',
  DOGE: 'Dogecoin',
  LTC: 'Litecoin',
});

/** Withdrawal transfer types. */
export const WithdrawalType = { fiat: 'fiat', crypto: 'crypto' } as const;
export type WithdrawalType = ValueOf<typeof WithdrawalType>;

// ---------------------------------------------------------------------------------------------------------
// Users and processes
// ---------------------------------------------------------------------------------------------------------

/** User status; also the payout recipient status of the crypto payout wizard. */
export const UserStatus = {
  unauthorized: 'unauthorized',
  invited: 'invited',
  unverified: 'unverified',
  verified: 'verified',
  active: 'active',
  paused: 'paused',
  removed: 'removed',
} as const;
export type UserStatus = ValueOf<typeof UserStatus>;

/** Process status (identity verification, exports, payouts...). */
export const ProcessStatus = {
  notInitiated: 'not_initiated',
  created: 'created',
  started: 'started',
  pending: 'pending',
  completed: 'completed',
  failed: 'failed',
  expired: 'expired',
} as const;
export type ProcessStatus = ValueOf<typeof ProcessStatus>;

/** Two-factor channel of a user. */
export const TwoFactorChannel = { app: 'app', phone: 'phone' } as const;
export type TwoFactorChannel = ValueOf<typeof TwoFactorChannel>;

/** Age-gate answer stored locally. */
export const AgeStatus = { minor: 'minor', adult: 'adult' } as const;
export type AgeStatus = ValueOf<typeof AgeStatus>;

/** Pass page states (part 1 §2). */
export const PassState = {
  joinRaffle: 'join_raffle',
  joinWaitList: 'join_wait_list',
  drop: 'drop',
  marketplace: 'marketplace',
} as const;
export type PassState = ValueOf<typeof PassState>;

/** Toast variants (part 2 §8). */
export const ToastVariant = { success: 'success', error: 'error', warning: 'warning', info: 'info' } as const;
export type ToastVariant = ValueOf<typeof ToastVariant>;

/** Shirt sizes 1 Small .. 5 2XL. */
export const ShirtSize = { small: 1, medium: 2, large: 3, xl: 4, xxl: 5 } as const;
export type ShirtSize = ValueOf<typeof ShirtSize>;
export const shirtSizes = /* @__PURE__ */ codesOf(ShirtSize);
export const shirtSizeLabels = /* @__PURE__ */ labelsFor(ShirtSize, {
  small: 'Small',
  medium: 'Medium',
  large: 'Large',
  xl: 'XL',
  xxl: '2XL',
});
