import { useState } from 'react';
import { type Edition, EditionOrder } from '../../../../../shared/api/schemas/nft';
import { EDITIONS_PAGE_SIZE } from '../../../../../shared/domain/constants';
import { messages } from '../../../../../shared/domain/messages';
import { Button } from '../../../components/button/button';
import { Loader } from '../../../components/loader/loader';
import { EmptyState } from '../../../components/status/empty-state';
import { ErrorState } from '../../../components/status/error-state';
import { errorText } from '../../../lib/api-client';
import { formatPrice } from '../../../utils/money';
import { useNftEditions } from '../api/list-nft-editions';
import * as styles from './auction.css';

const orderLabels: Record<EditionOrder, string> = {
  [EditionOrder.numberAsc]: 'Number: low to high',
  [EditionOrder.numberDesc]: 'Number: high to low',
  [EditionOrder.priceAsc]: 'Price: low to high',
  [EditionOrder.priceDesc]: 'Price: high to low',
};

function EditionRows({ editions }: { editions: Edition[] }) {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th>Edition</th>
          <th>Price</th>
          <th>Seller</th>
        </tr>
      </thead>
      <tbody>
        {editions.map((edition) => (
          <tr key={edition.id} className={styles.row} data-testid="edition-row">
            <td>
              #{edition.sequence}
              {edition.is_owner && ' (yours)'}
            </td>
            <td>{edition.price === null ? 'Not For Sale' : formatPrice(edition.price)}</td>
            <td>{edition.seller ?? '–'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The editions sold so far, 20 a page, sorted by number or price (spec part 1 §2). */
export function EditionsTable({ nftId }: { nftId: string }) {
  const [ordering, setOrdering] = useState<EditionOrder>(EditionOrder.numberAsc);
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useNftEditions(nftId, page, ordering);
  const pages = data ? Math.max(1, Math.ceil(data.total / EDITIONS_PAGE_SIZE)) : 1;

  const body = () => {
    if (isLoading && !data) return <Loader label="Loading editions" />;
    if (error) return <ErrorState message={errorText(error)} onRetry={() => void mutate()} />;
    if (!data?.results.length) return <EmptyState title="No editions have been sold yet." />;
    return (
      <>
        <EditionRows editions={data.results} />
        <div className={styles.controls}>
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <span data-testid="editions-page">
            Page {page} of {pages}
          </span>
          <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </div>
      </>
    );
  };

  return (
    <section className={styles.section} aria-labelledby="editions-title" data-testid="editions-table">
      <div className={styles.controls}>
        <h2 id="editions-title" className={styles.sectionTitle}>
          Editions
        </h2>
        <label>
          Sort by{' '}
          <select
            value={ordering}
            onChange={(event) => {
              setOrdering(event.target.value as EditionOrder);
              setPage(1);
            }}
          >
            {Object.values(EditionOrder).map((order) => (
              <option key={order} value={order}>
                {orderLabels[order]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {body()}
    </section>
  );
}

/** 'Buy NFTs': the editions listed for resale, cheapest first (empty until resale listings exist). */
export function BuyNftsTable({ nftId }: { nftId: string }) {
  const { data, error, isLoading, mutate } = useNftEditions(nftId, 1, EditionOrder.priceAsc);
  const listed = data?.results.filter((edition) => edition.price !== null) ?? [];

  const body = () => {
    if (isLoading) return <Loader label="Loading listings" />;
    if (error) return <ErrorState message={errorText(error)} onRetry={() => void mutate()} />;
    if (!listed.length) return <EmptyState title={messages.noSecondaryListings} />;
    return <EditionRows editions={listed} />;
  };

  return (
    <section className={styles.section} aria-labelledby="buy-nfts-title" data-testid="buy-nfts">
      <h2 id="buy-nfts-title" className={styles.sectionTitle}>
        Buy NFTs
      </h2>
      {body()}
    </section>
  );
}
