import {
  PASS_DIAMOND_RARITY_MAX_PERCENT,
  PASS_FIRST_MINT_SUPPLY,
  PASS_FREE_NFTS_PER_YEAR,
  PASS_IRL_BUNDLE_EXTRA_CENTS,
  PASS_IRL_CARD_SHIPPING_WEEKS,
  PASS_IRL_INSTRUCTIONS_WITHIN_WEEKS,
  PASS_IRL_MEMBERSHIP_YEARS,
  PASS_PLATINUM_EXTRA_NFTS_PER_YEAR,
  PASS_PLATINUM_RARITY_MAX_PERCENT,
  PASS_PRICE_CENTS,
  SPORTS_PASS_UPGRADE_WINDOW_MS,
  TIME_MS,
} from '../../../../../shared/domain/constants';

/** The pass's facts (spec part 1 §1, part 2 §9), worded once for the page's sections. */

const dollars = (cents: number) => `$${cents / 100}`;

export const PASS_PRICE = dollars(PASS_PRICE_CENTS);
export const SPORTS_UPGRADE_DAYS = SPORTS_PASS_UPGRADE_WINDOW_MS / TIME_MS.day;

export const heroLines = [
  `A lifetime membership: ${PASS_FIRST_MINT_SUPPLY.toLocaleString('en-US')} generative NFTs in the first mint, ${PASS_PRICE} each.`,
  `${PASS_FREE_NFTS_PER_YEAR} free NFTs every year, on Tezos and Polygon.`,
];

export interface Benefit {
  title: string;
  text: string;
}

export const benefits: Benefit[] = [
  {
    title: 'Standard',
    text: `${PASS_FREE_NFTS_PER_YEAR} free NFTs a year from upcoming drops, for as long as you hold the pass.`,
  },
  {
    title: 'Platinum',
    text: `Rarity under ${PASS_PLATINUM_RARITY_MAX_PERCENT}%: ${PASS_PLATINUM_EXTRA_NFTS_PER_YEAR} more free NFTs a year, ${PASS_FREE_NFTS_PER_YEAR + PASS_PLATINUM_EXTRA_NFTS_PER_YEAR} in all.`,
  },
  {
    title: 'Diamond',
    text: `Rarity under ${PASS_DIAMOND_RARITY_MAX_PERCENT}%: the rarest passes of the mint, with every platinum benefit.`,
  },
  {
    title: 'In-real-life bundle',
    text: `${dollars(PASS_IRL_BUNDLE_EXTRA_CENTS)} extra adds a ${PASS_IRL_MEMBERSHIP_YEARS}-year concierge membership card from our partner: instructions within ${PASS_IRL_INSTRUCTIONS_WITHIN_WEEKS} week, the card shipped in ${PASS_IRL_CARD_SHIPPING_WEEKS.min}-${PASS_IRL_CARD_SHIPPING_WEEKS.max} weeks.`,
  },
];

export const roadmap: Benefit[] = [
  {
    title: 'Launch',
    text: `The first mint of ${PASS_FIRST_MINT_SUPPLY.toLocaleString('en-US')} passes, early June 2022.`,
  },
  {
    title: 'Every season',
    text: `Free NFTs from new drops land in your collection: ${PASS_FREE_NFTS_PER_YEAR} a year, ${PASS_FREE_NFTS_PER_YEAR + PASS_PLATINUM_EXTRA_NFTS_PER_YEAR} for platinum.`,
  },
  { title: 'Members first', text: 'Early access to drops and pass-holder auctions all year.' },
  { title: 'In real life', text: 'Concierge members book experiences through the partner card.' },
];

export interface Faq {
  question: string;
  answer: string;
  /** Shown only while the allowlist raffle takes entries (part 1 §2 'Pass page'). */
  raffleOnly?: boolean;
}

export const faqs: Faq[] = [
  {
    question: 'What is the allowlist raffle?',
    answer:
      'Join with your e-mail before the draw. Winners are drawn from a seed whose fingerprint is published when entries open, so anyone can check the draw, and winners are told by e-mail.',
    raffleOnly: true,
  },
  {
    question: 'How do I know the raffle is fair?',
    answer:
      'The draw, its seed and every entry (as a hash of the e-mail, never the address) are published at /api/pass/raffle with the rule that picks the winners: recompute it yourself.',
    raffleOnly: true,
  },
  {
    question: 'How much does a pass cost?',
    answer: `${PASS_PRICE} each; the in-real-life bundle is ${dollars(PASS_IRL_BUNDLE_EXTRA_CENTS)} extra.`,
  },
  {
    question: 'What decides my tier?',
    answer: `Rarity: platinum passes are under ${PASS_PLATINUM_RARITY_MAX_PERCENT}%, diamond under ${PASS_DIAMOND_RARITY_MAX_PERCENT}%; every other pass is standard.`,
  },
  { question: 'Which chains?', answer: 'Tezos and Polygon.' },
  {
    question: 'I hold a sports pass. Can I upgrade?',
    answer: `Yes, for free: e-mail support within ${SPORTS_UPGRADE_DAYS} days of launch. There is no 2023 Sports Pass (it was valid until Jan 1 2023).`,
  },
];
