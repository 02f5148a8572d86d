import { DEFAULT_FREE_CLAIMS_PER_ACCOUNT } from '../../domain/constants';
import type { AuctionKind } from './auction-kinds';

/**
 * Items one account may get from an auction: 1 free claim for the giveaway and the single auction giveaway;
 * otherwise the auction's own per-account limit (null = none). Free claims are never unlimited: without a limit
 * of its own, an open giveaway gives DEFAULT_FREE_CLAIMS_PER_ACCOUNT. Bids are not limited here: a user holds
 * one bid.
 */
export function perAccountLimit(kind: AuctionKind, auctionLimit: number | null): number | null {
  if (kind.mode === 'claim') return kind.claimsPerAccount ?? auctionLimit ?? DEFAULT_FREE_CLAIMS_PER_ACCOUNT;
  return kind.mode === 'buy' ? auctionLimit : null;
}

/** How many more the account may get; null = no limit. */
export function remainingForAccount(
  kind: AuctionKind,
  acquired: number,
  auctionLimit: number | null,
): number | null {
  const limit = perAccountLimit(kind, auctionLimit);
  return limit === null ? null : Math.max(0, limit - acquired);
}

/** reached_purchase_limit: the account has bought or claimed all it may. */
export const reachedPurchaseLimit = (
  kind: AuctionKind,
  acquired: number,
  auctionLimit: number | null,
): boolean => remainingForAccount(kind, acquired, auctionLimit) === 0;
