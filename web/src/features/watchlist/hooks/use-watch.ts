import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useWatchlist, watchlistKey } from '../api/get-watchlist';
import { unwatchCollection, watchCollection } from '../api/watch-collection';
import { unwatchNft, watchNft } from '../api/watch-nft';

export type WatchTarget = { kind: 'nft' | 'collection'; id: string };

const calls = {
  nft: { watch: watchNft, unwatch: unwatchNft },
  collection: { watch: watchCollection, unwatch: unwatchCollection },
};

/**
 * Whether the caller watches the target and its alert price (from their watchlist), and the changes: watch,
 * unwatch, set the alert price. Each change reloads the watchlist.
 */
export function useWatch(target: WatchTarget, loggedIn: boolean) {
  const { data, error, isLoading } = useWatchlist(loggedIn);
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const found =
    target.kind === 'nft'
      ? data?.nfts.find((watched) => watched.id === target.id)
      : data?.collections.find((watched) => watched.id === target.id);
  const alertPrice = found ? ('alert_price' in found ? found.alert_price : found.floor_alert_price) : null;
  const run = async (change: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await change();
      await mutate(watchlistKey);
    } finally {
      setBusy(false);
    }
  };
  return {
    watching: found !== undefined,
    alertPrice,
    loading: loggedIn && isLoading,
    error,
    busy,
    watch: (price: number | null) => run(() => calls[target.kind].watch(target.id, price)),
    unwatch: () => run(() => calls[target.kind].unwatch(target.id)),
  };
}
