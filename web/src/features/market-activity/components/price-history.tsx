import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { type PriceRange, priceRanges } from '../../../../../shared/api/schemas/activity';
import { formatUsd } from '../../../../../shared/format/usd';
import { chip } from '../../../components/category-chips/category-chips.css';
import { EmptyState } from '../../../components/status/empty-state';
import { ErrorState } from '../../../components/status/error-state';
import { visuallyHidden } from '../../../components/theme/utilities.css';
import { useNftPriceHistory } from '../api/get-nft-price-history';
import * as styles from './market-activity.css';

// The SVG chart loads with the first NFT page that has sales, not with the app's first screen.
const PriceHistoryChart = lazy(() => import('./price-history-chart'));

const rangeLabels: Record<PriceRange, string> = {
  '7d': '7D',
  '30d': '30D',
  '90d': '90D',
  '1y': '1Y',
  all: 'ALL',
};
const usdOrDash = (price: number | null) => (price === null ? '—' : formatUsd(Math.round(price * 100)));

function Skeleton() {
  return <div className={styles.skeleton} role="status" aria-label="Loading price history" />;
}

/**
 * The NFT's price history: range buttons (7D 30D 90D 1Y ALL), the range's summary and a chart of every sale,
 * primary and resale; 'No sales yet' without sales, a skeleton while loading, the error state with a retry.
 */
export function PriceHistoryPanel({ nftId }: { nftId: string }) {
  const titleId = useId();
  const [range, setRange] = useState<PriceRange>('all');
  const { data, error, mutate } = useNftPriceHistory(nftId, range);

  let body: ReactNode;
  if (error && !data) body = <ErrorState onRetry={() => mutate()} />;
  else if (!data) body = <Skeleton />;
  else if (data.points.length === 0) body = <EmptyState title="No sales yet" />;
  else
    body = (
      <>
        <dl className={styles.summary}>
          <div>
            <dt>Sales</dt>
            <dd>{data.summary.sales}</dd>
          </div>
          <div>
            <dt>Volume</dt>
            <dd>{usdOrDash(data.summary.volume)}</dd>
          </div>
          <div>
            <dt>Average</dt>
            <dd>{usdOrDash(data.summary.average)}</dd>
          </div>
          <div>
            <dt>Low</dt>
            <dd>{usdOrDash(data.summary.low)}</dd>
          </div>
          <div>
            <dt>High</dt>
            <dd>{usdOrDash(data.summary.high)}</dd>
          </div>
        </dl>
        <Suspense fallback={<Skeleton />}>
          <PriceHistoryChart points={data.points} />
        </Suspense>
      </>
    );

  return (
    <section className={styles.section} aria-labelledby={titleId} data-testid="price-history">
      <h2 id={titleId} className={styles.heading}>
        Price history
      </h2>
      <fieldset className={styles.ranges}>
        <legend className={visuallyHidden}>Range</legend>
        {priceRanges.map((value) => (
          <button
            key={value}
            type="button"
            className={chip}
            aria-pressed={range === value}
            onClick={() => setRange(value)}
          >
            {rangeLabels[value]}
          </button>
        ))}
      </fieldset>
      {body}
    </section>
  );
}
