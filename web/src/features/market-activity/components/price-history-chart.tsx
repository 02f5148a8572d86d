import type { PriceHistory } from '../../../../../shared/api/schemas/activity';
import { formatUsd } from '../../../../../shared/format/usd';
import * as styles from './market-activity.css';

const WIDTH = 600;
const HEIGHT = 200;
const PAD = { top: 12, right: 12, bottom: 24, left: 56 };
const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const usd = (price: number) => formatUsd(Math.round(price * 100));

/** Maps the points to the plot: time along x (one point: the middle), price up y from 0 to the highest sale. */
export function plot(points: PriceHistory['points']) {
  const times = points.map((point) => Date.parse(point.at));
  const first = Math.min(...times);
  const last = Math.max(...times);
  const high = Math.max(...points.map((point) => point.price), 0) || 1;
  const innerWidth = WIDTH - PAD.left - PAD.right;
  const innerHeight = HEIGHT - PAD.top - PAD.bottom;
  return points.map((point, i) => ({
    point,
    x:
      PAD.left +
      (last === first ? innerWidth / 2 : (((times[i] as number) - first) / (last - first)) * innerWidth),
    y: PAD.top + innerHeight - (point.price / high) * innerHeight,
  }));
}

/**
 * The price history as an SVG line of every sale, oldest to newest (primary sales dark, resales in the accent
 * colour), with the highest price and the range's first and last dates on the axes. No chart library.
 */
export default function PriceHistoryChart({ points }: { points: PriceHistory['points'] }) {
  const placed = plot(points);
  const high = Math.max(...points.map((point) => point.price));
  const firstAt = points[0]?.at;
  const lastAt = points[points.length - 1]?.at;
  const label = `Price history: ${points.length} ${points.length === 1 ? 'sale' : 'sales'}, highest ${usd(high)}`;
  return (
    <svg
      className={styles.chart}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={label}
      data-testid="price-chart"
    >
      <line
        className={styles.axis}
        x1={PAD.left}
        x2={WIDTH - PAD.right}
        y1={HEIGHT - PAD.bottom}
        y2={HEIGHT - PAD.bottom}
      />
      <line className={styles.axis} x1={PAD.left} x2={PAD.left} y1={PAD.top} y2={HEIGHT - PAD.bottom} />
      <text className={styles.axisLabel} x={PAD.left - 6} y={PAD.top + 4} textAnchor="end">
        {usd(high)}
      </text>
      <text className={styles.axisLabel} x={PAD.left - 6} y={HEIGHT - PAD.bottom} textAnchor="end">
        $0
      </text>
      {firstAt && (
        <text className={styles.axisLabel} x={PAD.left} y={HEIGHT - 6}>
          {dateFormat.format(new Date(firstAt))}
        </text>
      )}
      {lastAt && lastAt !== firstAt && (
        <text className={styles.axisLabel} x={WIDTH - PAD.right} y={HEIGHT - 6} textAnchor="end">
          {dateFormat.format(new Date(lastAt))}
        </text>
      )}
      {placed.length > 1 && (
        <polyline className={styles.line} points={placed.map(({ x, y }) => `${x},${y}`).join(' ')} />
      )}
      {placed.map(({ point, x, y }) => (
        <circle
          key={`${point.at}-${point.sequence}-${point.price}-${point.market}`}
          cx={x}
          cy={y}
          r={4}
          className={point.market === 'primary' ? styles.primaryPoint : styles.secondaryPoint}
          data-testid="price-point"
        >
          <title>
            {`${usd(point.price)}${point.sequence ? ` · #${point.sequence}` : ''} · ${point.market === 'primary' ? 'Drop' : 'Resale'} · ${dateFormat.format(new Date(point.at))}`}
          </title>
        </circle>
      ))}
    </svg>
  );
}
