import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { at, makeConfig, makeDrop } from '../../../testing/fixtures';
import { mockApi, Reply } from '../../../testing/mock-api';
import { renderAt } from '../../../testing/render';

const pack = {
  id: 'pack-1',
  title: 'Gold Pack',
  thumbnail: '/p.jpg',
  price: 10,
  quantity: 100,
  nfts_per_pack: 3,
};

describe('DropDetailRoute', () => {
  it('shows the drop, its packs with Buy pack, and links to its rules', async () => {
    mockApi({
      'GET /api/config': makeConfig(),
      'GET /api/auction/drops/drop-1': makeDrop({
        terms_key: 'premiumbiddingterms',
        drops: [
          { ...pack, sold_out: false },
          { ...pack, id: 'pack-2', title: 'Sold Pack', sold_out: true },
        ],
      }),
      'GET /api/auction/drops/drop-1/auctions': [],
    });
    renderAt('/drops/drop-1');
    const detail = await screen.findByTestId('drop-detail');
    expect(within(detail).getByRole('heading', { level: 1, name: 'Summer Sounds' })).toBeTruthy();
    const [open, sold] = within(detail).getAllByTestId('pack-card');
    expect(within(open!).getByRole('link', { name: 'Buy pack' }).getAttribute('href')).toBe(
      '/drops/pack/pack-1',
    );
    expect(within(sold!).getByText('SOLD OUT')).toBeTruthy();
    expect(within(sold!).getByRole('link', { name: 'Buy pack' }).getAttribute('aria-disabled')).toBe('true');
    expect(within(detail).getByRole('link', { name: 'Drop rules' }).getAttribute('href')).toBe(
      '/drop-rules/premiumbiddingterms',
    );
  });

  it('disables Buy pack before the drop starts', async () => {
    mockApi({
      'GET /api/config': makeConfig(),
      'GET /api/auction/drops/drop-1': makeDrop({
        feature_at: new Date(Date.now() + 3600_000).toISOString(),
        drops: [{ ...pack, sold_out: false }],
      }),
      'GET /api/auction/drops/drop-1/auctions': [],
    });
    renderAt('/drops/drop-1/details');
    const card = await screen.findByTestId('pack-card');
    expect(within(card).getByRole('link', { name: 'Buy pack' }).getAttribute('aria-disabled')).toBe('true');
    expect(within(card).getByText('Coming Soon')).toBeTruthy();
  });

  it("says 'Drop not found' for an unknown drop", async () => {
    mockApi({ 'GET /api/config': makeConfig() });
    renderAt('/drops/missing');
    const page = await screen.findByTestId('drop-not-found');
    expect(within(page).getByRole('heading', { name: 'Drop not found' })).toBeTruthy();
    expect(within(page).getByRole('link', { name: 'Back to drops' }).getAttribute('href')).toBe('/drops');
  });

  it('follows a server redirect for a renamed drop, replacing the location', async () => {
    mockApi({
      'GET /api/config': makeConfig(),
      'GET /api/nft/redirects': [{ from: '/drops/old-summer-drop', to: '/drops/drop-1', permanent: true }],
      'GET /api/auction/drops/drop-1': makeDrop(),
      'GET /api/auction/drops/drop-1/auctions': [],
    });
    const { currentPath } = renderAt('/drops/old-summer-drop');
    const detail = await screen.findByTestId('drop-detail');
    expect(within(detail).getByRole('heading', { level: 1, name: 'Summer Sounds' })).toBeTruthy();
    expect(currentPath()).toBe('/drops/drop-1');
  });

  it('toasts other failures and goes home', async () => {
    mockApi({
      'GET /api/config': makeConfig(),
      'GET /api/auction/drops/drop-1': new Reply(400, { detail: 'Invalid input.', code: 'validation_error' }),
      'GET /api/nft/categories': [],
      'GET /api/auction/drops': { count: 0, next: null, results: [] },
    });
    const { currentPath } = renderAt('/drops/drop-1');
    expect((await screen.findByTestId('toast')).textContent).toContain('Invalid input.');
    await waitFor(() => expect(currentPath()).toBe('/drops'));
  });

  it('shows an empty state when a drop has no packs and no auctions', async () => {
    mockApi({
      'GET /api/config': makeConfig(),
      'GET /api/auction/drops/drop-1': makeDrop({ feature_until: at(1000) }),
      'GET /api/auction/drops/drop-1/auctions': [],
    });
    renderAt('/drops/drop-1');
    expect(await screen.findByText('Nothing on sale in this drop yet.')).toBeTruthy();
  });
});
