import { auctionKind, type BuyKind } from './auction-kinds';
import { timingRefusal } from './auction-phase';
import { type DutchTerms, dutchPriceAt, dutchScheduleOf } from './dutch-price';
import { participationRefusal } from './eligibility';
import { remainingForAccount } from './purchase-limits';
import { type Refusal, Rejection, refuse } from './rejections';
import type { AuctionTerms, Participant } from './terms';

/** A buy-type auction as the purchase rules read it (the Dutch fields only matter for a Dutch auction). */
export type PurchaseTerms = AuctionTerms &
  Pick<DutchTerms, 'floorPriceCents' | 'reductionAmountCents' | 'interval'>;

/** The price of one edition now: the Dutch price at `now`, else the auction's price. */
export const unitPriceCents = (kind: BuyKind, auction: PurchaseTerms, now: Date): number =>
  kind.fallingPrice ? dutchPriceAt(dutchScheduleOf(auction), now) : auction.priceCents;

/** Fixed price sequential: the next `quantity` edition numbers after those already sold. */
export function sequentialEditions(
  auction: Pick<AuctionTerms, 'initialQuantity' | 'availableQuantity'>,
  quantity: number,
): number[] {
  const sold = auction.initialQuantity - auction.availableQuantity;
  return Array.from({ length: quantity }, (_, index) => sold + index + 1);
}

export interface PurchaseRequest {
  auction: PurchaseTerms;
  participant: Participant | null;
  quantity: number;
  /** Editions this account already bought from the auction. */
  purchased: number;
  /** The auction's per-account limit; null = none. */
  maxPerAccount: number | null;
  now: Date;
  sellerUsername?: string | null;
}

export interface PurchaseAccepted {
  ok: true;
  unitPriceCents: number;
  totalCents: number;
  /** The edition numbers to sell, for fixed price sequential; null when editions are drawn. */
  editions: number[] | null;
}

/**
 * Buying at a price (open, fixed price, fixed price sequential, Dutch): only while live and not sold out, never
 * at a zero price, never more than is left (open editions do not run out) or than the account may still buy.
 */
export function checkPurchase(request: PurchaseRequest): PurchaseAccepted | Refusal {
  const { auction, participant, quantity, now } = request;
  const kind = auctionKind(auction.auctionType);
  if (kind.mode !== 'buy') return refuse(Rejection.notForSale);
  const refusal =
    participationRefusal(kind, participant, request.sellerUsername ?? null) ?? timingRefusal(auction, now);
  if (refusal) return refusal;
  if (!Number.isSafeInteger(quantity) || quantity < 1) return refuse(Rejection.invalidQuantity);
  if (kind.supply === 'limited') {
    if (auction.availableQuantity < 1) return refuse(Rejection.soldOut);
    if (quantity > auction.availableQuantity) {
      return refuse(Rejection.quantityNotAvailable, { available: auction.availableQuantity });
    }
  }
  const remaining = remainingForAccount(kind, request.purchased, request.maxPerAccount);
  if (remaining !== null && quantity > remaining) return refuse(Rejection.purchaseLimitReached);
  const unit = unitPriceCents(kind, auction, now);
  if (unit <= 0) return refuse(Rejection.priceMissing);
  return {
    ok: true,
    unitPriceCents: unit,
    totalCents: unit * quantity,
    editions: kind.sequentialEditions ? sequentialEditions(auction, quantity) : null,
  };
}
