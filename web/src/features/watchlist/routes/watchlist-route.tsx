import { useState } from 'react';
import { LinkButton } from '../../../components/button/link-button';
import { Loader } from '../../../components/loader/loader';
import { Page } from '../../../components/page/page';
import { EmptyState } from '../../../components/status/empty-state';
import { ErrorState } from '../../../components/status/error-state';
import { paths } from '../../../config/paths';
import { useWatchlist } from '../api/get-watchlist';
import { unwatchCollection } from '../api/watch-collection';
import { unwatchNft } from '../api/watch-nft';
import { WatchlistView } from '../components/watchlist-view';
import type { WatchTarget } from '../hooks/use-watch';

export const NOTHING_WATCHED = 'You are not watching anything yet';

/** /watchlist (logged in): the caller's watched NFTs and collections. */
export function WatchlistRoute() {
  const { data, error, isLoading, mutate } = useWatchlist(true);
  const [busy, setBusy] = useState(false);
  const unwatch = async (target: WatchTarget) => {
    setBusy(true);
    try {
      await (target.kind === 'nft' ? unwatchNft(target.id) : unwatchCollection(target.id));
      await mutate();
    } finally {
      setBusy(false);
    }
  };

  const body = () => {
    if (isLoading) return <Loader label="Loading watchlist" />;
    if (error || !data) return <ErrorState onRetry={() => void mutate()} />;
    if (data.nfts.length === 0 && data.collections.length === 0)
      return (
        <EmptyState title={NOTHING_WATCHED}>
          <LinkButton to={paths.marketplace()} variant="secondary">
            Explore the marketplace
          </LinkButton>
        </EmptyState>
      );
    return <WatchlistView watchlist={data} busy={busy} onUnwatch={(target) => void unwatch(target)} />;
  };
  return (
    <Page title="Watchlist" testId="watchlist">
      {body()}
    </Page>
  );
}
