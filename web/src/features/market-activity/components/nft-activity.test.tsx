import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ActivityEntry } from '../../../../../shared/api/schemas/activity';
import { callsTo, mockApi, Reply } from '../../../testing/mock-api';
import { renderAt } from '../../../testing/render';
import { CollectionActivity } from './collection-activity';
import { NftActivity } from './nft-activity';

const entry = (overrides: Partial<ActivityEntry> = {}): ActivityEntry => ({
  id: 'e1',
  kind: 'sale',
  at: '2026-06-01T12:00:00.000Z',
  nft: { id: 'nft-1', title: 'Tour Poster', thumbnail: '/media/poster.jpg' },
  nft_item: { id: 'nft-1-3', sequence: 3 },
  price: 80,
  from: 'alice',
  to: 'bob',
  market: 'secondary',
  ...overrides,
});
const PATH = '/api/nft/nft-1/activity';

describe('NftActivity', () => {
  it('shows a skeleton, then the entries as table rows with their kind, edition, price and users', async () => {
    mockApi({
      [`GET ${PATH}`]: {
        results: [
          entry(),
          entry({ id: 'e2', kind: 'listing', price: 90, to: null }),
          entry({ id: 'e3', kind: 'sale', price: 40, from: null, to: 'alice', market: 'primary' }),
        ],
        next: null,
      },
    });
    renderAt('/nft/nft-1', <NftActivity nftId="nft-1" />);
    expect(screen.getByRole('status', { name: 'Loading activity' })).toBeTruthy();
    const rows = await screen.findAllByTestId('activity-entry');
    expect(rows).toHaveLength(3);
    const [sale, listing, primary] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(sale).getByText('Sale')).toBeTruthy();
    expect(within(sale).getByText('#3')).toBeTruthy();
    expect(within(sale).getByText('$80')).toBeTruthy();
    expect(within(sale).getByText('alice')).toBeTruthy();
    expect(within(sale).getByText('bob')).toBeTruthy();
    expect(within(listing).getByText('Listed')).toBeTruthy();
    expect(within(primary).getByText('(drop)')).toBeTruthy();
    // Each cell names its column, for the stacked rows of small screens.
    expect(within(sale).getByText('$80').closest('td')?.getAttribute('data-label')).toBe('Price');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it("says 'No activity yet' without entries", async () => {
    mockApi({ [`GET ${PATH}`]: { results: [], next: null } });
    renderAt('/nft/nft-1', <NftActivity nftId="nft-1" />);
    expect(await screen.findByText('No activity yet')).toBeTruthy();
  });

  it('filters by kind with the chips, and loads more with the cursor', async () => {
    const api = mockApi({
      [`GET ${PATH}`]: (url: URL) => {
        if (url.searchParams.get('cursor') === 'c1')
          return { results: [entry({ id: 'e9', price: 10 })], next: null };
        return { results: [entry()], next: 'c1' };
      },
    });
    renderAt('/nft/nft-1', <NftActivity nftId="nft-1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('activity-entry')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Listings' }));
    await waitFor(() =>
      expect(
        callsTo(api, PATH).some((query) => query.get('kinds') === 'listing,price_change,delisting'),
      ).toBe(true),
    );
    expect(screen.getByRole('button', { name: 'Listings' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('shows the error state with a retry', async () => {
    mockApi({ [`GET ${PATH}`]: new Reply(500, { detail: 'Server error' }) });
    renderAt('/nft/nft-1', <NftActivity nftId="nft-1" />);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('CollectionActivity', () => {
  it("names each entry's NFT", async () => {
    mockApi({
      'GET /api/collections/c1/activity/': {
        results: [entry({ nft: { id: 'nft-2', title: 'Golden Hour', thumbnail: '/media/g.jpg' } })],
        next: null,
      },
    });
    renderAt('/collection/c1', <CollectionActivity collectionId="c1" />);
    const [row] = await screen.findAllByTestId('activity-entry');
    expect(within(row as HTMLElement).getByText('Golden Hour')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Item' })).toBeTruthy();
  });
});
