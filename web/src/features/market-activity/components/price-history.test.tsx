import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PriceHistory } from '../../../../../shared/api/schemas/activity';
import { callsTo, mockApi, Reply } from '../../../testing/mock-api';
import { renderAt } from '../../../testing/render';
import { PriceHistoryPanel } from './price-history';
import { plot } from './price-history-chart';

const PATH = '/api/nft/nft-1/price-history';
const history = (range: PriceHistory['range'], points: PriceHistory['points']): PriceHistory => ({
  range,
  points,
  summary: points.length
    ? { sales: points.length, volume: 185, average: 61.67, low: 40, high: 80 }
    : { sales: 0, volume: 0, average: null, low: null, high: null },
});
const points: PriceHistory['points'] = [
  { at: '2026-05-01T00:00:00.000Z', price: 40, market: 'primary', sequence: 1 },
  { at: '2026-05-10T00:00:00.000Z', price: 65, market: 'primary', sequence: 2 },
  { at: '2026-05-20T00:00:00.000Z', price: 80, market: 'secondary', sequence: 1 },
];

describe('PriceHistoryPanel', () => {
  it('shows a skeleton, then the summary and an SVG chart of every sale', async () => {
    mockApi({ [`GET ${PATH}`]: history('all', points) });
    renderAt('/nft/nft-1', <PriceHistoryPanel nftId="nft-1" />);
    expect(screen.getByRole('status', { name: 'Loading price history' })).toBeTruthy();
    const chart = await screen.findByRole('img', { name: /Price history: 3 sales, highest \$80/ });
    expect(chart.tagName.toLowerCase()).toBe('svg');
    expect(screen.getAllByTestId('price-point')).toHaveLength(3);
    expect(screen.getByText('$185')).toBeTruthy();
    expect(screen.getByText('$61.67')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ALL' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('reads another range from the range buttons', async () => {
    const api = mockApi({
      [`GET ${PATH}`]: (url: URL) =>
        url.searchParams.get('range') === '7d' ? history('7d', []) : history('all', points),
    });
    renderAt('/nft/nft-1', <PriceHistoryPanel nftId="nft-1" />);
    await screen.findByTestId('price-chart');
    for (const label of ['7D', '30D', '90D', '1Y', 'ALL'])
      expect(screen.getByRole('button', { name: label })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '7D' }));
    expect(await screen.findByText('No sales yet')).toBeTruthy();
    expect(callsTo(api, PATH).map((query) => query.get('range'))).toContain('7d');
    expect(screen.getByRole('button', { name: '7D' }).getAttribute('aria-pressed')).toBe('true');
  });

  it("says 'No sales yet' without sales, and shows the error state with a retry", async () => {
    mockApi({ [`GET ${PATH}`]: history('all', []) });
    const { unmount } = renderAt('/nft/nft-1', <PriceHistoryPanel nftId="nft-1" />);
    expect(await screen.findByText('No sales yet')).toBeTruthy();
    unmount();
    mockApi({ [`GET ${PATH}`]: new Reply(500, { detail: 'Server error' }) });
    renderAt('/nft/nft-1', <PriceHistoryPanel nftId="nft-1" />);
    await waitFor(() => expect(screen.getByRole('alert')).toBeTruthy());
  });
});

describe('plot', () => {
  it('spreads the sales over time and scales prices from 0 to the highest', () => {
    const placed = plot(points);
    expect(placed[0]?.x).toBeLessThan(placed[1]?.x as number);
    expect(placed[2]?.y).toBeLessThan(placed[0]?.y as number);
    const [only] = plot([points[0] as PriceHistory['points'][number]]);
    expect(only?.x).toBe(56 + (600 - 56 - 12) / 2);
  });
});
