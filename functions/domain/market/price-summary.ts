import type { PriceRange } from '../../../shared/api/schemas/activity';

const DAY_MS = 24 * 3600 * 1000;
const RANGE_DAYS: Record<Exclude<PriceRange, 'all'>, number> = { '7d': 7, '30d': 30, '90d': 90, '1y': 365 };

/** Where a range starts (ISO), or '' for all time. */
export function rangeStart(range: PriceRange, now: Date): string {
  if (range === 'all') return '';
  return new Date(now.getTime() - RANGE_DAYS[range] * DAY_MS).toISOString();
}

export interface PriceSummary {
  sales: number;
  volumeCents: number;
  /** Rounded half up to the cent; null without sales. */
  averageCents: number | null;
  lowCents: number | null;
  highCents: number | null;
}

/** Sales, volume, average, lowest and highest of a range's sale prices (cents). */
export function priceSummary(prices: readonly number[]): PriceSummary {
  if (prices.length === 0)
    return { sales: 0, volumeCents: 0, averageCents: null, lowCents: null, highCents: null };
  const volumeCents = prices.reduce((sum, price) => sum + price, 0);
  return {
    sales: prices.length,
    volumeCents,
    averageCents: Math.floor((2 * volumeCents + prices.length) / (2 * prices.length)),
    lowCents: prices.reduce((low, price) => Math.min(low, price)),
    highCents: prices.reduce((high, price) => Math.max(high, price)),
  };
}
