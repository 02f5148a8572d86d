import { Blockchain, Category, Tier } from '../../../shared/domain/enums';
import type { MotifName } from '../motifs';
import { DAYS } from './timeline';

export interface PackSpec {
  slug: string;
  title: string;
  priceCents: number;
  quantity: number;
  nftsPerPack: number;
  /** Allocated by a draw (seed-draw.ts opens it) instead of first come. */
  allocation?: 'draw';
}

/** A drop of the demo catalog; startH / endH are hours from now (see timeline.ts). */
export interface DropSpec {
  slug: string;
  title: string;
  category: string;
  artist: string;
  description: string;
  startH: number;
  endH: number | null;
  soldOut?: boolean;
  showSignup?: boolean;
  needsWaitingRoom?: boolean;
  termsKey?: string;
  tiers: number[];
  blockchainTypes: number[];
  packs: PackSpec[];
  /** Forces the artwork's motif (otherwise picked from the category's). */
  motif?: MotifName;
}

const { music, sports, lifestyle } = Category;
const { tezos, polygon, ethereum } = Blockchain;

/**
 * A dozen drops covering every timed state: coming within 48 hours (neon-frequencies, championship-rings), coming
 * later (streetwear-summit), live ending within 48 hours (midnight-sessions, neon-alley), live ending far away,
 * live open-ended (vinyl-vault), sold out while live (rookie-cards-2026, sneaker-culture) and ended
 * (festival-afterglow, buzzer-beaters).
 */
export const dropSpecs: DropSpec[] = [
  {
    slug: 'midnight-sessions',
    title: 'Midnight Sessions',
    category: music,
    artist: 'luna-vale',
    description:
      'Luna Vale recorded her third album between midnight and dawn in a converted church in Reykjavik. ' +
      'Each pack holds moments from those sessions: handwritten lyric sheets, unreleased demos and the cover art ' +
      'in three tiers. Platinum holders get a private listening party invite.',
    startH: -50,
    endH: 30,
    tiers: [Tier.gold, Tier.platinum],
    blockchainTypes: [tezos],
    packs: [
      { slug: 'standard', title: 'Standard Pack', priceCents: 1500, quantity: 500, nftsPerPack: 3 },
      { slug: 'deluxe', title: 'Deluxe Pack', priceCents: 4500, quantity: 200, nftsPerPack: 5 },
      { slug: 'platinum', title: 'Platinum Pack', priceCents: 14900, quantity: 50, nftsPerPack: 10 },
    ],
  },
  {
    slug: 'neon-frequencies',
    title: 'Neon Frequencies',
    category: music,
    artist: 'static-hearts',
    description:
      'The Static Hearts celebrate ten years on the road with a drop of tour visuals, live recordings and ' +
      'backstage photography. Expect a queue: the waiting room opens fifteen minutes before the drop.',
    startH: 6,
    endH: 6 + 7 * DAYS,
    showSignup: true,
    needsWaitingRoom: true,
    termsKey: 'neon-frequencies-drop-rules',
    tiers: [Tier.green, Tier.gold],
    blockchainTypes: [tezos, polygon],
    packs: [
      { slug: 'fan', title: 'Fan Pack', priceCents: 1000, quantity: 2500, nftsPerPack: 2 },
      { slug: 'collector', title: 'Collector Pack', priceCents: 6000, quantity: 400, nftsPerPack: 6 },
    ],
  },
  {
    slug: 'vinyl-vault',
    title: 'Vinyl Vault',
    category: music,
    artist: 'dj-orbit',
    description:
      'DJ Orbit opens his archive of one-off records: original master tapes, test pressings and studio passes, ' +
      'each sold by auction. The vault stays open until the last record finds a home.',
    startH: -12 * DAYS,
    endH: null,
    termsKey: 'vinyl-vault-drop-rules',
    tiers: [Tier.diamond, Tier.one],
    blockchainTypes: [tezos, ethereum],
    packs: [],
  },
  {
    slug: 'festival-afterglow',
    title: 'Festival Afterglow',
    category: music,
    artist: 'sunset-collective',
    description:
      'Three days, four stages and one unforgettable sunset set. Sunset Collective turned their festival ' +
      'headline show into collectible stage moments and crowd shots.',
    startH: -20 * DAYS,
    endH: -2 * DAYS,
    tiers: [Tier.gold],
    blockchainTypes: [polygon],
    packs: [
      { slug: 'general', title: 'General Admission Pack', priceCents: 2000, quantity: 600, nftsPerPack: 3 },
      { slug: 'vip', title: 'VIP Pack', priceCents: 9500, quantity: 100, nftsPerPack: 6 },
    ],
  },
  {
    slug: 'hall-of-fame-legends',
    title: 'Hall of Fame Legends',
    category: sports,
    artist: 'marcus-reed',
    description:
      'Marcus Reed, two-time champion and league MVP, curates the defining plays of his career. Premium ' +
      'auctions are open to pre-approved bidders who accept the premium bidding terms.',
    startH: -3 * DAYS,
    endH: 21 * DAYS,
    termsKey: 'premiumbiddingterms',
    tiers: [Tier.iconic, Tier.diamond],
    blockchainTypes: [tezos],
    packs: [],
  },
  {
    slug: 'championship-rings',
    title: 'Championship Rings',
    category: sports,
    artist: 'gridiron-club',
    description:
      'Every championship ring of the Gridiron Club era, digitized in full 3D detail. Collect the whole ' +
      'dynasty: starter packs hold one ring, Dynasty packs hold a guaranteed Diamond.',
    startH: 40,
    endH: 40 + 10 * DAYS,
    tiers: [Tier.gold, Tier.platinum, Tier.diamond],
    blockchainTypes: [tezos],
    packs: [
      { slug: 'starter', title: 'Starter Pack', priceCents: 1200, quantity: 600, nftsPerPack: 3 },
      { slug: 'champion', title: 'Champion Pack', priceCents: 7500, quantity: 180, nftsPerPack: 5 },
      {
        slug: 'dynasty',
        title: 'Dynasty Pack',
        priceCents: 25000,
        quantity: 40,
        nftsPerPack: 10,
        allocation: 'draw',
      },
    ],
  },
  {
    slug: 'rookie-cards-2026',
    title: 'Rookie Cards 2026',
    category: sports,
    artist: 'varsity-league',
    description:
      'The official rookie class of 2026: every first-year player of the Varsity League, with parallels and ' +
      'numbered inserts. Sold out in eleven minutes; find them on the marketplace.',
    startH: -4 * DAYS,
    endH: 10 * DAYS,
    soldOut: true,
    tiers: [Tier.green, Tier.gold, Tier.platinum],
    blockchainTypes: [polygon],
    packs: [
      { slug: 'base', title: 'Base Pack', priceCents: 800, quantity: 1500, nftsPerPack: 3 },
      { slug: 'hobby', title: 'Hobby Box', priceCents: 3500, quantity: 300, nftsPerPack: 8 },
      { slug: 'elite', title: 'Elite Box', priceCents: 12000, quantity: 80, nftsPerPack: 12 },
    ],
  },
  {
    slug: 'buzzer-beaters',
    title: 'Buzzer Beaters',
    category: sports,
    artist: 'hoops-archive',
    description:
      'The Hoops Archive auctioned the most dramatic last-second shots in league history. The auctions have ' +
      'closed; owners may resell them on the marketplace.',
    startH: -30 * DAYS,
    endH: -7 * DAYS,
    tiers: [Tier.gold, Tier.platinum],
    blockchainTypes: [tezos],
    packs: [],
  },
  {
    slug: 'neon-alley',
    title: 'Neon Alley',
    category: lifestyle,
    artist: 'studio-kairo',
    description:
      'Neon Alley is a generative city of 40 unique blocks by Studio Kairo. Every block mixes street names, ' +
      'building types, rooftops, billboards and neon signs; rarer combinations rank higher.',
    startH: -2 * DAYS,
    endH: 12,
    tiers: [Tier.generative],
    blockchainTypes: [ethereum],
    packs: [{ slug: 'block', title: 'Mint a Block', priceCents: 3900, quantity: 40, nftsPerPack: 1 }],
    motif: 'street',
  },
  {
    slug: 'sneaker-culture',
    title: 'Sneaker Culture',
    category: lifestyle,
    artist: 'kicks-lab',
    description:
      'Kicks Lab digitized twenty grail sneakers from private collections, with designer sketches and ' +
      'unboxing footage. Grail packs include a physical pair raffle.',
    startH: -30,
    endH: 5 * DAYS,
    soldOut: true,
    tiers: [Tier.gold, Tier.diamond],
    blockchainTypes: [tezos],
    packs: [
      { slug: 'drop', title: 'Drop Pack', priceCents: 3000, quantity: 700, nftsPerPack: 3 },
      { slug: 'grail', title: 'Grail Pack', priceCents: 18000, quantity: 80, nftsPerPack: 6 },
    ],
  },
  {
    slug: 'streetwear-summit',
    title: 'Streetwear Summit',
    category: lifestyle,
    artist: 'atelier-nord',
    description:
      'Atelier Nord brings the runway of the Streetwear Summit on chain: looks, lookbooks and front-row ' +
      'passes. Register your interest to hear when the doors open.',
    startH: 9 * DAYS,
    endH: 16 * DAYS,
    showSignup: true,
    tiers: [Tier.green, Tier.platinum],
    blockchainTypes: [tezos, polygon],
    packs: [
      { slug: 'summit', title: 'Summit Pack', priceCents: 1800, quantity: 1500, nftsPerPack: 3 },
      { slug: 'front-row', title: 'Front Row Pack', priceCents: 9000, quantity: 200, nftsPerPack: 5 },
    ],
  },
  {
    slug: 'saltwater-days',
    title: 'Saltwater Days',
    category: lifestyle,
    artist: 'saltwater-and-co',
    description:
      'Slow mornings, long swells and golden hours: Saltwater & Co. shares a summer of coastal living, ' +
      'from a free sunrise postcard to a hand-shaped surfboard sold with our partner.',
    startH: -10 * DAYS,
    endH: 60 * DAYS,
    tiers: [Tier.green],
    blockchainTypes: [tezos],
    packs: [],
  },
];
