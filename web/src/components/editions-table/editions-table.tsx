import { useId, useState } from 'react';
import { type Edition, EditionOrder } from '../../../../shared/api/schemas/nft';
import { EDITIONS_PAGE_SIZE } from '../../../../shared/domain/constants';
import { messages } from '../../../../shared/domain/messages';
import { errorText } from '../../lib/api-client';
import { useNftEditions } from '../../lib/nfts/list-nft-editions';
import { formatPrice } from '../../utils/money';
import { Button } from '../button/button';
import { EmptyState } from '../status/empty-state';
import { ErrorState } from '../status/error-state';
import { visuallyHidden } from '../theme/utilities.css';
import { EditionAction } from './edition-action';
import * as styles from './editions-table.css';

export const editionOrderLabels: Record<EditionOrder, string> = {
  [EditionOrder.numberAsc]: 'Number: low to high',
  [EditionOrder.numberDesc]: 'Number: high to low',
  [EditionOrder.priceAsc]: 'Price: low to high',
  [EditionOrder.priceDesc]: 'Price: high to low',
};

interface RowsProps {
  nftId: string;
  editions: Edition[];
  resellAllowed: boolean;
}

function EditionRows({ nftId, editions, resellAllowed }: RowsProps) {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th>Edition</th>
          <th>Price</th>
          <th>Seller</th>
          <th>
            <span className={visuallyHidden}>Action</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {editions.map((edition) => (
          <tr key={edition.id} className={styles.row} data-testid="edition-row" data-edition-id={edition.id}>
            <td>
              #{edition.sequence}
              {edition.is_owner && ' (yours)'}
            </td>
            <td className={edition.price === null ? styles.muted : styles.price} data-testid="edition-price">
              {edition.price === null ? '–' : formatPrice(edition.price)}
            </td>
            <td className={styles.wrapCell}>{edition.seller ?? '–'}</td>
            <td>
              <EditionAction nftId={nftId} edition={edition} resellAllowed={resellAllowed} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Placeholder rows while the first page loads. */
function TableSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.skeleton} role="status" aria-label={label} data-testid="loader">
      {Array.from({ length: 5 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <div key={i} className={styles.skeletonRow} />
      ))}
    </div>
  );
}

export interface EditionsTableProps {
  nftId: string;
  /** The NFT's editions may be resold: unlisted public ones take offers. */
  resellAllowed: boolean;
  title?: string;
  /** The order it opens with: by number on the NFT page, cheapest listing first on the marketplace page. */
  defaultOrdering?: EditionOrder;
  /** Shown when no edition has been sold yet. */
  emptyText?: string;
  testId?: string;
}

/**
 * The sold editions of an NFT, 20 a page, sorted by number or price (spec part 1 §2): Edition, Price and Seller
 * of the resale listing, and the viewer's action (Buy, their own listing, Make An Offer or 'Not For Sale').
 */
export function EditionsTable({
  nftId,
  resellAllowed,
  title = 'Editions',
  defaultOrdering = EditionOrder.numberAsc,
  emptyText = 'No editions have been sold yet.',
  testId = 'editions-table',
}: EditionsTableProps) {
  const titleId = useId();
  const sortId = useId();
  const [ordering, setOrdering] = useState<EditionOrder>(defaultOrdering);
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useNftEditions(nftId, page, ordering);
  const pages = data ? Math.max(1, Math.ceil(data.total / EDITIONS_PAGE_SIZE)) : 1;

  const body = () => {
    if (!data && (isLoading || !error)) return <TableSkeleton label="Loading editions" />;
    if (!data) return <ErrorState message={errorText(error)} onRetry={() => void mutate()} />;
    if (!data.results.length) return <EmptyState title={emptyText} />;
    return (
      <>
        <EditionRows nftId={nftId} editions={data.results} resellAllowed={resellAllowed} />
        {pages > 1 && (
          <nav className={styles.pager} aria-label="Edition pages">
            <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Previous
            </Button>
            <span data-testid="editions-page">
              Page {page} of {pages}
            </span>
            <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              Next
            </Button>
          </nav>
        )}
      </>
    );
  };

  return (
    <section className={styles.section} aria-labelledby={titleId} data-testid={testId}>
      <div className={styles.controls}>
        <h2 id={titleId} className={styles.sectionTitle}>
          {title}
        </h2>
        <label htmlFor={sortId}>
          Sort by{' '}
          <select
            id={sortId}
            value={ordering}
            onChange={(event) => {
              setOrdering(event.target.value as EditionOrder);
              setPage(1);
            }}
          >
            {Object.values(EditionOrder).map((order) => (
              <option key={order} value={order}>
                {editionOrderLabels[order]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {body()}
    </section>
  );
}

/**
 * 'Buy NFTs' (the NFT and generative auction pages): the editions listed for resale, cheapest first, each with
 * its Buy (or the seller's own listing); 'There are no secondary sale listings yet.' when none is.
 */
export function BuyNftsTable({ nftId, resellAllowed }: { nftId: string; resellAllowed: boolean }) {
  const titleId = useId();
  const { data, error, mutate } = useNftEditions(nftId, 1, EditionOrder.priceAsc);
  const listed = data?.results.filter((edition) => edition.price !== null) ?? [];

  const body = () => {
    if (!data && !error) return <TableSkeleton label="Loading listings" />;
    if (!data) return <ErrorState message={errorText(error)} onRetry={() => void mutate()} />;
    if (!listed.length) return <EmptyState title={messages.noSecondaryListings} />;
    return <EditionRows nftId={nftId} editions={listed} resellAllowed={resellAllowed} />;
  };

  return (
    <section className={styles.section} aria-labelledby={titleId} data-testid="buy-nfts">
      <h2 id={titleId} className={styles.sectionTitle}>
        Buy NFTs
      </h2>
      {body()}
    </section>
  );
}
