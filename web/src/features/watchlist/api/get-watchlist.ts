import useSWR from 'swr';
import type { Watchlist } from '../../../../../shared/api/schemas/watchlist';
import { type ApiError, apiKey } from '../../../lib/api-client';

/** GET /api/watchlist: the caller's watched NFTs and collections. */
export const watchlistKey = apiKey('getWatchlist');

/** Only while logged in (the call is the caller's own). */
export const useWatchlist = (loggedIn: boolean) =>
  useSWR<Watchlist, ApiError>(loggedIn ? watchlistKey : null);
