import type { AuctionRecord } from '../../../functions/data/auction';
import { putPreQualifiedEmail } from '../../../functions/data/bid';
import type { Db, TransactItem } from '../../../functions/data/db';
import { AuctionType, Tier } from '../../../shared/domain/enums';
import type { AuctionSpec } from './auction-specs';
import { DAYS } from './timeline';

/**
 * The demo's pre-qualified auction and its list. The seed creates no accounts, so the list names the demo
 * collector by e-mail: sign up with this address (README) to bid; any other account sees 'pre-qualified bidders
 * only'. Its winner pays within 24 hours of the close (prequalified checkout).
 */
export const DEMO_PREQUALIFIED_EMAILS = ['collector@example.com'];

export const preQualifiedAuctionSpecs: AuctionSpec[] = [
  {
    slug: 'hall-of-fame-ring',
    drop: 'hall-of-fame-legends',
    title: 'Hall of Fame Induction Ring',
    description:
      'The induction ring replica with its certificate, for approved bidders only. The winner pays within 24 hours.',
    type: AuctionType.preQualified,
    priceCents: 250_000,
    startH: -2 * DAYS,
    endH: 4 * DAYS,
    row: 3,
    quantity: 1,
    tier: Tier.iconic,
    termsKey: 'premiumbiddingterms',
  },
];

/** Puts the demo collectors on the list of every pre-qualified auction of the catalog. */
export function preQualifiedListItems(db: Db, auctions: AuctionRecord[], at: string): TransactItem[] {
  return auctions
    .filter((auction) => auction.auctionType === AuctionType.preQualified)
    .flatMap((auction) =>
      DEMO_PREQUALIFIED_EMAILS.map((email) => putPreQualifiedEmail(db, auction.id, email, at)),
    );
}
