import { useState } from 'react';
import { CREATORS_PAGE_SIZE } from '../../../../../shared/domain/constants';
import { Button } from '../../../components/button/button';
import * as grid from '../../../components/card-grid/card-grid.css';
import { Page } from '../../../components/page/page';
import { EmptyState } from '../../../components/status/empty-state';
import { ErrorState } from '../../../components/status/error-state';
import { errorText } from '../../../lib/api-client';
import { useCreators } from '../api/list-creators';
import { CreatorCard } from '../components/creator-card';
import * as styles from '../components/creators.css';

const skeletons = Array.from({ length: CREATORS_PAGE_SIZE }, (_, index) => `skeleton-${index}`);

function CreatorsList({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  // The page shown stays while the next one loads.
  const { data, error, isLoading, mutate } = useCreators(page);
  if (error && !data) return <ErrorState message={errorText(error)} onRetry={() => void mutate()} />;
  if (!data)
    return (
      <ul className={grid.grid} aria-label="Loading creators" aria-busy="true">
        {skeletons.map((key) => (
          <li key={key} className={grid.skeleton} />
        ))}
      </ul>
    );
  if (data.results.length === 0) return <EmptyState title="No creators yet." />;
  return (
    <>
      <ul className={grid.grid} aria-busy={isLoading}>
        {data.results.map((creator) => (
          <li key={creator.id}>
            <CreatorCard creator={creator} />
          </li>
        ))}
      </ul>
      {(data.previous || data.next) && (
        <nav className={styles.pager} aria-label="Creator pages">
          <Button variant="secondary" size="sm" disabled={!data.previous} onClick={() => onPage(page - 1)}>
            Previous
          </Button>
          <span className={styles.muted}>Page {page}</span>
          <Button variant="secondary" size="sm" disabled={!data.next} onClick={() => onPage(page + 1)}>
            Next
          </Button>
        </nav>
      )}
    </>
  );
}

/** /creators (part 2 §6): Discover Creators, 15 a page by name. */
export function CreatorsRoute() {
  const [page, setPage] = useState(1);
  return (
    <Page title="Discover Creators" testId="creators-page">
      <div className={styles.column}>
        <CreatorsList page={page} onPage={setPage} />
      </div>
    </Page>
  );
}
