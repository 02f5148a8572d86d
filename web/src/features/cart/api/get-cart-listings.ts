import useSWR from 'swr';
import { type ApiError, apiGet, isApiError } from '../../../lib/api-client';
import { usdToCents } from '../../../utils/money';

/** A cart entry's listing as it is now: on sale at `priceCents`, or gone (sold, held, removed or unknown). */
export type CartListingNow = { onSale: true; priceCents: number } | { onSale: false };

async function listingNow(listingId: string): Promise<CartListingNow> {
  try {
    const auction = await apiGet('getAuction', { params: { id: listingId } });
    return auction.sold_out ? { onSale: false } : { onSale: true, priceCents: usdToCents(auction.price) };
  } catch (error) {
    if (isApiError(error, 404)) return { onSale: false };
    throw error;
  }
}

/** The cart's listings read again (GET /api/auction/{id} of each: a listing reads as its auction), by listing id. */
export const useCartListings = (listingIds: readonly string[]) =>
  useSWR<Record<string, CartListingNow>, ApiError>(
    listingIds.length ? ['cartListings', ...listingIds] : null,
    async () => {
      const now = await Promise.all(listingIds.map(listingNow));
      return Object.fromEntries(listingIds.map((id, i) => [id, now[i] as CartListingNow]));
    },
  );
