import type { PhysicalItemRecord } from '../../../functions/data/auction';
import { AuctionType, HasVault, Tier } from '../../../shared/domain/enums';
import { preQualifiedAuctionSpecs } from './pre-qualified';
import { DAYS } from './timeline';

/** An auction of the demo catalog and the NFT it sells; hours are offsets from now (see timeline.ts). */
export interface AuctionSpec {
  slug: string;
  drop: string;
  title: string;
  description: string;
  type: AuctionType;
  priceCents: number;
  startH: number;
  endH: number | null;
  row: number;
  quantity: number;
  tier: Tier;
  hasVault?: HasVault;
  soldOut?: boolean;
  amexOnly?: boolean;
  /** Editions one account may buy or claim. */
  maxPerAccount?: number;
  /** Shipped with the NFT; its picture is the NFT's thumbnail. */
  physicalItem?: Omit<PhysicalItemRecord, 'thumbnailKey'>;
  termsKey?: string;
  comingSoonText?: string;
  /** Shows the drop's banner behind the auction. */
  drawBanner?: boolean;
  external?: { url: string; buttonTitle: string };
  dutch?: { floorCents: number; reductionCents: number; everyHours: number };
}

/**
 * Every auction kind the screens tell apart: standard, silent, tiered, open, fixed, fixed sequential, the three
 * giveaways, bundle, external, dutch; each buy and claim type has one live auction.
 */
export const auctionSpecs: AuctionSpec[] = [
  {
    slug: 'midnight-studio-master',
    drop: 'midnight-sessions',
    title: 'Midnight Sessions Studio Master',
    description:
      'The 1/1 studio master of the title track, with the session notes Luna wrote at 4 a.m. Amex card members only.',
    type: AuctionType.standard,
    priceCents: 35_000,
    startH: -50,
    endH: 30,
    row: 1,
    quantity: 1,
    tier: Tier.platinum,
    hasVault: HasVault.yes,
    amexOnly: true,
  },
  {
    slug: 'midnight-lyric-sheet',
    drop: 'midnight-sessions',
    title: 'Midnight Sessions Lyric Sheet',
    description: 'The handwritten lyric sheet of the title track, fixed price. Amex card members only.',
    type: AuctionType.fixedPrice,
    priceCents: 6_000,
    startH: -50,
    endH: 30,
    row: 2,
    quantity: 50,
    tier: Tier.gold,
    amexOnly: true,
    maxPerAccount: 1,
  },
  {
    slug: 'signed-tour-poster',
    drop: 'neon-frequencies',
    title: 'Signed Tour Poster',
    description:
      'The ten-year anniversary tour poster, signed by all four members. Twenty-five winning bids.',
    type: AuctionType.open,
    priceCents: 4_000,
    startH: 6,
    endH: 6 + 3 * DAYS,
    row: 1,
    quantity: 25,
    tier: Tier.gold,
    termsKey: 'neon-frequencies-drop-rules',
    comingSoonText: 'Bidding opens when the drop goes live',
  },
  {
    slug: 'original-master-tape',
    drop: 'vinyl-vault',
    title: 'Original Master Tape: Orbit Nights',
    description:
      'The quarter-inch master of Orbit Nights (2011), digitized at 24-bit and sold with the physical reel.',
    type: AuctionType.standard,
    priceCents: 50_000,
    startH: -12 * DAYS,
    endH: 3 * DAYS,
    row: 1,
    quantity: 1,
    tier: Tier.diamond,
    hasVault: HasVault.yes,
    termsKey: 'vinyl-vault-drop-rules',
  },
  {
    slug: 'studio-session-pass',
    drop: 'vinyl-vault',
    title: 'Studio Session Pass',
    description: 'Spend a day in the studio with DJ Orbit. Silent auction: bids stay hidden until the end.',
    type: AuctionType.silent,
    priceCents: 25_000,
    startH: -5 * DAYS,
    endH: 6 * DAYS,
    row: 1,
    quantity: 1,
    tier: Tier.one,
    hasVault: HasVault.limited,
    termsKey: 'vinyl-vault-drop-rules',
  },
  {
    slug: 'test-pressing',
    drop: 'vinyl-vault',
    title: 'Test Pressing 1 of 10',
    description:
      'One of ten white-label test pressings of the Vinyl Vault compilation. The ten highest bids win.',
    type: AuctionType.open,
    priceCents: 7_500,
    startH: -12 * DAYS,
    endH: 20 * DAYS,
    row: 2,
    quantity: 10,
    tier: Tier.diamond,
  },
  {
    slug: 'legends-jersey-card',
    drop: 'hall-of-fame-legends',
    title: 'Legends Jersey Card',
    description:
      'A game-worn jersey patch card in ten numbered tiers; bids rank into tiers when the auction ends.',
    type: AuctionType.tiered,
    priceCents: 100_000,
    startH: -3 * DAYS,
    endH: 5 * DAYS,
    row: 1,
    quantity: 10,
    tier: Tier.iconic,
    hasVault: HasVault.yes,
    termsKey: 'premiumbiddingterms',
    drawBanner: true,
  },
  {
    slug: 'golden-era-highlight',
    drop: 'hall-of-fame-legends',
    title: 'Golden Era Highlight',
    description:
      'The championship-winning drive in full broadcast quality. The price drops every hour until sold.',
    type: AuctionType.dutch,
    priceCents: 150_000,
    startH: -2,
    endH: 2 * DAYS,
    row: 1,
    quantity: 20,
    tier: Tier.diamond,
    drawBanner: true,
    dutch: { floorCents: 50_000, reductionCents: 10_000, everyHours: 1 },
    maxPerAccount: 2,
  },
  {
    slug: 'legends-trio-bundle',
    drop: 'hall-of-fame-legends',
    title: 'Legends Trio Bundle',
    description: 'Three signature plays from three decades, sold together as one bundle.',
    type: AuctionType.bundle,
    priceCents: 240_000,
    startH: -3 * DAYS,
    endH: 21 * DAYS,
    row: 2,
    quantity: 5,
    tier: Tier.iconic,
    hasVault: HasVault.limited,
  },
  {
    slug: 'game-winner',
    drop: 'buzzer-beaters',
    title: 'Game Winner, 2.4 Seconds Left',
    description: 'The fade-away that ended the 2019 finals, from three camera angles.',
    type: AuctionType.standard,
    priceCents: 15_000,
    startH: -30 * DAYS,
    endH: -7 * DAYS,
    row: 1,
    quantity: 1,
    tier: Tier.platinum,
    soldOut: true,
  },
  {
    slug: 'overtime-thriller',
    drop: 'buzzer-beaters',
    title: 'Overtime Thriller',
    description: 'Double overtime, one point in it: the final possession of a classic.',
    type: AuctionType.fixedPrice,
    priceCents: 2_500,
    startH: -30 * DAYS,
    endH: -7 * DAYS,
    row: 1,
    quantity: 100,
    tier: Tier.gold,
    soldOut: true,
  },
  {
    slug: 'hand-shaped-surfboard',
    drop: 'saltwater-days',
    title: 'Hand-shaped Surfboard',
    description:
      "A 7'2\" mid-length shaped by hand in Montauk, with its digital twin. Sold on our partner's site.",
    type: AuctionType.external,
    priceCents: 120_000,
    startH: -10 * DAYS,
    endH: 30 * DAYS,
    row: 1,
    quantity: 1,
    tier: Tier.green,
    external: {
      url: 'https://partners.example.com/saltwater-and-co/hand-shaped-surfboard',
      buttonTitle: 'Buy on Saltwater & Co.',
    },
  },
  {
    slug: 'sunrise-postcard',
    drop: 'saltwater-days',
    title: 'Sunrise Session Postcard',
    description: 'A free postcard from the first swell of summer. One per account.',
    type: AuctionType.giveaway,
    priceCents: 0,
    startH: -10 * DAYS,
    endH: 60 * DAYS,
    row: 1,
    quantity: 1000,
    tier: Tier.green,
  },
  {
    slug: 'golden-hour-print',
    drop: 'saltwater-days',
    title: 'Golden Hour Print',
    description: 'A limited print of the boardwalk at golden hour, with a signed physical copy on request.',
    type: AuctionType.fixedPrice,
    priceCents: 4_500,
    startH: -10 * DAYS,
    endH: 60 * DAYS,
    row: 2,
    quantity: 250,
    tier: Tier.green,
    maxPerAccount: 2,
    physicalItem: {
      title: 'Signed Golden Hour Print',
      description: 'A 12x18 in. giclée print of the boardwalk at golden hour, signed and numbered.',
      shippingCountries: ['US', 'CA'],
      isShirtIncluded: false,
    },
  },
  {
    slug: 'lifeguard-tower-tee',
    drop: 'saltwater-days',
    title: 'Lifeguard Tower Tee',
    description:
      'Tower 17 at dawn, numbered in the order sold, with the matching shirt shipped to your door.',
    type: AuctionType.fixedPriceSequential,
    priceCents: 3_500,
    startH: -10 * DAYS,
    endH: 60 * DAYS,
    row: 3,
    quantity: 150,
    tier: Tier.green,
    maxPerAccount: 2,
    physicalItem: {
      title: 'Tower 17 Tee',
      description: 'Heavyweight cotton tee with the Tower 17 print on the back.',
      shippingCountries: ['US'],
      isShirtIncluded: true,
    },
  },
  {
    slug: 'tide-chart-sticker',
    drop: 'saltwater-days',
    title: 'Tide Chart Sticker',
    description:
      'A free digital sticker of this summer’s tide chart, for everyone who stops by. No sign-up checks.',
    type: AuctionType.openGiveaway,
    priceCents: 0,
    startH: -10 * DAYS,
    endH: 60 * DAYS,
    row: 4,
    quantity: 5000,
    tier: Tier.green,
  },
  {
    slug: 'first-light-wallpaper',
    drop: 'saltwater-days',
    title: 'First Light Wallpaper',
    description: 'One free first-light wallpaper per account while the 300 last.',
    type: AuctionType.singleAuctionGiveaway,
    priceCents: 0,
    startH: -10 * DAYS,
    endH: 60 * DAYS,
    row: 5,
    quantity: 300,
    tier: Tier.green,
    hasVault: HasVault.limited,
  },
  ...preQualifiedAuctionSpecs,
];
