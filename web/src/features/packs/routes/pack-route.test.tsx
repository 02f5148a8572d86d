import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeConfig, makeDrop } from '../../../testing/fixtures';
import { mockApi, Reply } from '../../../testing/mock-api';
import { RATES } from '../../../testing/payment-fixtures';
import { renderAt } from '../../../testing/render';

const pack = {
  id: 'pack-1',
  title: 'Gold Pack',
  thumbnail: '/p.jpg',
  price: 10,
  quantity: 100,
  nfts_per_pack: 3,
  sold_out: false,
};

const openPack = (packOverrides = {}, dropOverrides = {}) => {
  mockApi({
    'GET /api/config': makeConfig(),
    'GET /api/payments/crypto-rates': RATES,
    'GET /api/auction/drops/pack-1': makeDrop({
      feature_until: new Date(Date.now() + 2 * 3600_000).toISOString(),
      drops: [
        { ...pack, id: 'pack-0', title: 'Other Pack' },
        { ...pack, ...packOverrides },
      ],
      ...dropOverrides,
    }),
  });
  return renderAt('/drops/pack/pack-1');
};

describe('PackRoute', () => {
  it('shows the pack with its USD price, ETH and XTZ equivalents and countdown', async () => {
    openPack();
    const detail = await screen.findByTestId('pack-detail');
    expect(within(detail).getByRole('heading', { level: 1, name: 'Gold Pack' })).toBeTruthy();
    expect(within(detail).getByText('by DJ Nova')).toBeTruthy();
    expect(within(detail).getByTestId('pack-price').textContent).toBe('$10');
    // $10 at $2,000 per ETH and $1.25 per XTZ.
    expect((await within(detail).findByTestId('pack-crypto-price')).textContent).toBe(
      '≈ 0.005000 ETH · ≈ 8.000000 XTZ',
    );
    expect(within(detail).getByTestId('timed-label').getAttribute('data-kind')).toBe('ends-in');
    expect(within(detail).queryByTestId('sold-out')).toBeNull();
    // A logged-out visitor is asked to log in.
    fireEvent.click(within(detail).getByRole('button', { name: 'Buy pack' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('shows SOLD OUT and disables Buy pack for a sold-out pack', async () => {
    openPack({ sold_out: true });
    const detail = await screen.findByTestId('pack-detail');
    expect(within(detail).getByTestId('sold-out').textContent).toBe('SOLD OUT');
    expect(within(detail).getByRole('link', { name: 'Buy pack' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('disables Buy pack before the drop starts', async () => {
    openPack({}, { feature_at: new Date(Date.now() + 3600_000).toISOString(), feature_until: null });
    const detail = await screen.findByTestId('pack-detail');
    expect(within(detail).getByTestId('timed-label').getAttribute('data-kind')).toBe('live-in');
    expect(within(detail).getByRole('link', { name: 'Buy pack' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('toasts a fetch error and goes home', async () => {
    mockApi({
      'GET /api/config': makeConfig(),
      'GET /api/auction/drops/pack-1': new Reply(500, { detail: 'Server down.', code: 'server_error' }),
      'GET /api/nft/categories': [],
      'GET /api/auction/drops': { count: 0, next: null, results: [] },
    });
    const { currentPath } = renderAt('/drops/pack/pack-1');
    expect((await screen.findByTestId('toast')).textContent).toContain('Server down.');
    await waitFor(() => expect(currentPath()).toBe('/drops'));
  });
});
