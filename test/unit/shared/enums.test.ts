import { describe, expect, it } from 'vitest';
import { auctionTypeSchema, sortOrderSchema, tierSchema } from '../../../shared/domain/enum-schemas';
import {
  AuctionType,
  Availability,
  auctionTypeLabels,
  auctionTypes,
  Blockchain,
  Category,
  Currency,
  categoryList,
  currencyNetwork,
  defaultSortOrder,
  FeeKind,
  feeLabels,
  HasVault,
  hasVaultLabels,
  isKnownNotificationType,
  knownNotificationTypes,
  NotificationType,
  notificationTypeLabels,
  notificationTypes,
  OfferStatus,
  PaymentMethod,
  PayoutCoin,
  paymentMethodLabels,
  payoutCoinLabels,
  Rarity,
  ShirtSize,
  SortOrder,
  shirtSizeLabels,
  sortOptionsFor,
  sortOrderLabels,
  Tier,
  TimePeriod,
  TraitType,
  tierLabels,
  tierListOrder,
  traitTypeLabels,
  traitTypes,
  VaultMediaType,
  vaultMediaKind,
} from '../../../shared/domain/enums';
import {
  allowedPhoneCountryCodes,
  countries,
  countriesByName,
  countriesNamed,
  countryCodes,
  countryTitle,
  usStates,
} from '../../../shared/domain/geo';

describe('auction types', () => {
  it('has the 15 types in the spec order, standard 1 to dutch 15', () => {
    expect(auctionTypes).toHaveLength(15);
    expect(auctionTypes).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    expect(AuctionType.standard).toBe(1);
    expect(AuctionType.fixedPrice).toBe(5);
    expect(AuctionType.preQualified).toBe(12);
    expect(AuctionType.openGiveaway).toBe(14);
    expect(AuctionType.dutch).toBe(15);
    expect(auctionTypeLabels[AuctionType.singleAuctionGiveaway]).toBe('Single Auction Giveaway');
  });

  it('validates codes with zod', () => {
    expect(auctionTypeSchema.parse(15)).toBe(15);
    expect(auctionTypeSchema.safeParse(16).success).toBe(false);
    expect(auctionTypeSchema.safeParse(0).success).toBe(false);
    expect(auctionTypeSchema.safeParse('1').success).toBe(false);
  });
});

describe('blockchains and tiers', () => {
  it('numbers the chains Tezos 1, Polygon 2, Ethereum 3', () => {
    expect(Blockchain).toEqual({ tezos: 1, polygon: 2, ethereum: 3 });
  });

  it('gives tiers their codes and the list order green, gold, platinum, diamond, one, iconic, none', () => {
    expect(Tier).toEqual({
      any: 0,
      one: 1,
      diamond: 2,
      platinum: 3,
      gold: 4,
      iconic: 5,
      green: 6,
      generative: 11,
    });
    expect(tierListOrder.map((tier) => tierLabels[tier])).toEqual([
      'Green',
      'Gold',
      'Platinum',
      'Diamond',
      'One',
      'Iconic',
      'None',
    ]);
    expect(tierSchema.safeParse(11).success).toBe(true);
    expect(tierSchema.safeParse(7).success).toBe(false);
  });

  it('has rarity 1-7 from common to super', () => {
    expect(Object.values(Rarity)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(Rarity.common).toBe(1);
    expect(Rarity.super).toBe(7);
  });
});

describe('trait types', () => {
  it('has 38 types in the spec order', () => {
    expect(traitTypes).toHaveLength(38);
    expect(traitTypes).toEqual(Array.from({ length: 38 }, (_, i) => i + 1));
    expect(TraitType.background).toBe(1);
    expect(TraitType.faceWear).toBe(10);
    expect(TraitType.backgroundOverlay).toBe(18);
    expect(TraitType.neonSign).toBe(38);
    expect(traitTypeLabels[TraitType.streetColor]).toBe('Street Color');
  });
});

describe('sort orders', () => {
  it('maps to API ordering values and labels', () => {
    expect(Object.values(SortOrder)).toEqual(['title', 'price', '-price', 'date', '-date', 'rank', '-rank']);
    expect(sortOrderLabels['-price']).toBe('Price: High to Low');
    expect(sortOrderLabels.price).toBe('Price: Low to High');
    expect(sortOrderLabels.title).toBe('Title');
    expect(sortOrderSchema.safeParse('-rank').success).toBe(true);
    expect(sortOrderSchema.safeParse('-title').success).toBe(false);
  });

  it('offers rank orders for ranked collections only and defaults by ranking', () => {
    expect(sortOptionsFor(false)).not.toContain('rank');
    expect(sortOptionsFor(true)).toContain('-rank');
    expect(defaultSortOrder(true)).toBe('rank');
    expect(defaultSortOrder(false)).toBe('price');
  });

  it('numbers availability and time periods', () => {
    expect(Availability).toEqual({ available: 0, unavailable: 1, coming: 2 });
    expect(TimePeriod).toEqual({ past: 0, current: 1, future: 2 });
  });
});

describe('categories', () => {
  it('has slug ids and titles with All first', () => {
    expect(categoryList.map((category) => category.id)).toEqual([
      'all',
      'music',
      'sports',
      'lifestyle',
      'gaming',
      'tv-and-films',
      'trending',
    ]);
    expect(categoryList[0]).toEqual({ id: Category.all, title: 'All' });
    expect(categoryList.find((category) => category.id === 'tv-and-films')?.title).toBe('TV and Films');
  });
});

describe('notification types', () => {
  it("has the spec's 26 codes, 1-26, then the later features' 27-35", () => {
    expect(notificationTypes).toEqual(Array.from({ length: 35 }, (_, i) => i + 1));
    expect(new Set(Object.keys(NotificationType)).size).toBe(35);
  });

  it('expands the spec groups in order', () => {
    expect(NotificationType.outbid).toBe(1);
    expect(NotificationType.winningBidHighest).toBe(3);
    expect(NotificationType.winningBidIncreased).toBe(4);
    expect([NotificationType.nftClaimed, NotificationType.nftBought, NotificationType.nftSold]).toEqual([
      9, 10, 11,
    ]);
    expect(NotificationType.winner).toBe(17);
    expect(NotificationType.offerReceived).toBe(18);
    expect(NotificationType.offerExpired).toBe(22);
    expect(NotificationType.fusionCompleted).toBe(24);
    expect(notificationTypeLabels[NotificationType.offerDeclined]).toBe('Offer declined');
  });

  it("knows the 26 codes, 25 and 26 being the account notices, the later features' 27-35, and no others", () => {
    expect(knownNotificationTypes).toEqual(Array.from({ length: 35 }, (_, i) => i + 1));
    expect(isKnownNotificationType(26)).toBe(true);
    expect(isKnownNotificationType(36)).toBe(false);
    expect(notificationTypeLabels[NotificationType.priceAlert]).toBe('Price alert');
    expect([NotificationType.accountWelcome, NotificationType.accountSecurity]).toEqual([25, 26]);
    expect(isKnownNotificationType(0)).toBe(false);
  });
});

describe('payments and currencies', () => {
  it('has offer statuses active 1 to expired 5', () => {
    expect(OfferStatus).toEqual({ active: 1, accepted: 2, declined: 3, cancelled: 4, expired: 5 });
  });

  it('codes payment methods 1, 2, 7 with their labels', () => {
    expect(PaymentMethod).toEqual({ card: 1, marketplaceCredit: 2, prepaidCrypto: 7 });
    expect(paymentMethodLabels[1]).toBe('Credit card / Debit card');
    expect(paymentMethodLabels[2]).toBe('Marketplace Credit');
    expect(paymentMethodLabels[7]).toBe('Prepaid Crypto');
    expect(feeLabels[FeeKind.creditCard]).toBe('Credit Card');
    expect(Object.values(feeLabels)).toEqual(['Credit Card', 'Transaction', 'Gas']);
  });

  it('maps USDC and MATIC to the Ethereum network', () => {
    expect(Object.values(Currency)).toEqual(['BTC', 'ETH', 'XTZ', 'USDC', 'MATIC']);
    expect(currencyNetwork.USDC).toBe('ETH');
    expect(currencyNetwork.MATIC).toBe('ETH');
    expect(currencyNetwork.XTZ).toBe('XTZ');
    expect(currencyNetwork.BTC).toBe('BTC');
  });

  it('names the four payout coins', () => {
    expect(Object.values(PayoutCoin).map((coin) => payoutCoinLabels[coin])).toEqual([
      'Bitcoin',
      'Bitcoin Cash',
      'Dogecoin',
      'Litecoin',
    ]);
  });
});

describe('vault and sizes', () => {
  it('reads media types 1 and 4 as images, 2 audio, 3 video', () => {
    expect(vaultMediaKind(VaultMediaType.image)).toBe('image');
    expect(vaultMediaKind(4)).toBe('image');
    expect(vaultMediaKind(2)).toBe('audio');
    expect(vaultMediaKind(3)).toBe('video');
    expect(hasVaultLabels[HasVault.limited]).toBe('Limited Vault Content');
  });

  it('has shirt sizes 1 Small to 5 2XL', () => {
    expect(Object.values(ShirtSize)).toEqual([1, 2, 3, 4, 5]);
    expect(Object.values(ShirtSize).map((size) => shirtSizeLabels[size])).toEqual([
      'Small',
      'Medium',
      'Large',
      'XL',
      '2XL',
    ]);
  });
});

describe('geography', () => {
  it('has the 50 US states alphabetically, numbered 1-50', () => {
    expect(usStates).toHaveLength(50);
    expect(usStates.map((state) => state.id)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    const titles = usStates.map((state) => state.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
    expect(usStates[0]?.title).toBe('Alabama');
    expect(usStates[49]?.title).toBe('Wyoming');
    expect(new Set(usStates.map((state) => state.code)).size).toBe(50);
  });

  it('lists about 250 unique ISO countries', () => {
    expect(countries.length).toBeGreaterThanOrEqual(240);
    expect(new Set(countries.map((country) => country.code)).size).toBe(countries.length);
    expect(countries.every((country) => /^[A-Z]{2}$/.test(country.code) && country.title.length > 0)).toBe(
      true,
    );
    expect(countryCodes).toEqual(countries.map((country) => country.code));
    expect(countryTitle('us')).toBe('United States');
  });

  it('lists countries by name for every country list: all of them, or the codes given', () => {
    const titles = countriesByName().map((country) => country.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'en')));
    expect(titles.slice(0, 3)).toEqual(['Afghanistan', 'Åland Islands', 'Albania']);
    expect(countriesByName()).toHaveLength(countries.length);
    expect(countriesNamed()).toEqual(countriesByName());
    expect(countriesNamed(['US', 'DE', 'FR']).map((country) => country.code)).toEqual(['FR', 'DE', 'US']);
  });

  it('allows about 120 phone country codes, all of them known countries', () => {
    expect(allowedPhoneCountryCodes.length).toBeGreaterThanOrEqual(110);
    expect(allowedPhoneCountryCodes.length).toBeLessThanOrEqual(130);
    expect(new Set(allowedPhoneCountryCodes).size).toBe(allowedPhoneCountryCodes.length);
    expect(allowedPhoneCountryCodes.every((code) => countryTitle(code) !== undefined)).toBe(true);
    expect(allowedPhoneCountryCodes).toContain('US');
  });
});
