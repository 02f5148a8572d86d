import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { Page } from '../../components/page/page';
import { notifyThreeDsOpener, storeThreeDsResult, type ThreeDsOutcome } from '../../lib/three-ds';

const titles: Record<ThreeDsOutcome, string> = {
  success: 'Card verified',
  failure: 'Card verification failed',
};

/**
 * /3ds-success and /3ds-failure: keep the processor's query string for the screen that started the challenge
 * and tell it (it is this page's parent frame or opener), then say so.
 */
export function ThreeDsRoute({ outcome }: { outcome: ThreeDsOutcome }) {
  const search = useSearch();
  useEffect(() => {
    storeThreeDsResult(outcome, search);
    notifyThreeDsOpener({ outcome, query: search });
  }, [outcome, search]);
  return (
    <Page title={titles[outcome]} testId={`3ds-${outcome}`}>
      <p>You can close this window and return to your checkout.</p>
    </Page>
  );
}
