import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeConfig } from '../../testing/fixtures';
import { callsTo, mockApi, Reply } from '../../testing/mock-api';
import { makeEdition } from '../../testing/nft-fixtures';
import { renderAt } from '../../testing/render';
import { BuyNftsTable, EditionsTable } from './editions-table';

const PATH = '/api/nft/marketplace/nft-1';

/** 25 sold editions; the answer follows the query's start, limit and ordering (by number only). */
function mockEditions() {
  const editions = Array.from({ length: 25 }, (_, i) => makeEdition(i + 1));
  return mockApi({
    'GET /api/config': makeConfig(),
    [`GET ${PATH}`]: (url: URL) => {
      const start = Number(url.searchParams.get('start'));
      const limit = Number(url.searchParams.get('limit'));
      const ordered = url.searchParams.get('ordering') === '-sequence' ? [...editions].reverse() : editions;
      return { total: editions.length, results: ordered.slice(start, start + limit) };
    },
  });
}

const firstCell = (table: ReturnType<typeof within>) =>
  table.getAllByTestId('edition-row')[0]?.querySelector('td')?.textContent;

describe('EditionsTable', () => {
  it('pages the editions 20 at a time', async () => {
    const fetchMock = mockEditions();
    renderAt('/', <EditionsTable nftId="nft-1" resellAllowed />);
    const table = within(await screen.findByTestId('editions-table'));
    await waitFor(() => expect(table.getAllByTestId('edition-row')).toHaveLength(20));
    expect(table.getByTestId('editions-page').textContent).toBe('Page 1 of 2');
    expect((table.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(table.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(table.getAllByTestId('edition-row')).toHaveLength(5));
    expect(firstCell(table)).toBe('#21');
    expect(table.getByTestId('editions-page').textContent).toBe('Page 2 of 2');
    expect((table.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    expect(callsTo(fetchMock, PATH).map((query: URLSearchParams) => query.get('start'))).toEqual(['0', '20']);
  });

  it('sorts by number high to low from the first page', async () => {
    const fetchMock = mockEditions();
    renderAt('/', <EditionsTable nftId="nft-1" resellAllowed />);
    const table = within(await screen.findByTestId('editions-table'));
    await waitFor(() => expect(table.getAllByTestId('edition-row')).toHaveLength(20));
    fireEvent.click(table.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(table.getAllByTestId('edition-row')).toHaveLength(5));

    fireEvent.change(table.getByRole('combobox'), { target: { value: '-sequence' } });
    await waitFor(() => expect(firstCell(table)).toBe('#25'));
    expect(table.getByTestId('editions-page').textContent).toBe('Page 1 of 2');
    const last = callsTo(fetchMock, PATH).at(-1);
    expect([last?.get('ordering'), last?.get('start')]).toEqual(['-sequence', '0']);
  });

  it('says when no edition was sold', async () => {
    mockApi({ 'GET /api/config': makeConfig(), [`GET ${PATH}`]: { total: 0, results: [] } });
    renderAt('/', <EditionsTable nftId="nft-1" resellAllowed />);
    expect(await screen.findByText('No editions have been sold yet.')).toBeTruthy();
  });
});

describe('BuyNftsTable', () => {
  it('lists only the editions for sale, cheapest first as the API orders them', async () => {
    const fetchMock = mockApi({
      'GET /api/config': makeConfig(),
      [`GET ${PATH}`]: {
        total: 3,
        results: [
          makeEdition(9, { price: 12.5, seller: 'seller_one', auction_id: 'listing-9' }),
          makeEdition(42, { price: 30, seller: 'seller_two', auction_id: 'listing-42' }),
          makeEdition(3),
        ],
      },
    });
    renderAt('/', <BuyNftsTable nftId="nft-1" resellAllowed />);
    const table = within(await screen.findByTestId('buy-nfts'));
    await waitFor(() => expect(table.getAllByTestId('edition-row')).toHaveLength(2));
    expect(table.getAllByTestId('edition-row').map((row) => row.textContent)).toEqual([
      '#9$12.5seller_oneBuy',
      '#42$30seller_twoBuy',
    ]);
    expect(table.getByRole('button', { name: 'Buy edition #9' })).toBeTruthy();
    expect(callsTo(fetchMock, PATH)[0]?.get('ordering')).toBe('price');
  });
});

describe('the edition actions', () => {
  it("shows a visitor Buy on listings, Make An Offer on public unlisted editions, else 'Not For Sale'", async () => {
    mockApi({
      'GET /api/config': makeConfig(),
      [`GET ${PATH}`]: {
        total: 3,
        results: [
          makeEdition(1, { price: 12.5, seller: 'seller_one', auction_id: 'resale-1' }),
          makeEdition(2),
          makeEdition(3, { visibility: 'private' }),
        ],
      },
    });
    renderAt('/', <EditionsTable nftId="nft-1" resellAllowed />);
    const table = within(await screen.findByTestId('editions-table'));
    const rows = await table.findAllByTestId('edition-row');
    expect(within(rows[0] as HTMLElement).getByRole('button', { name: 'Buy edition #1' })).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByRole('button', { name: /Make An Offer/ })).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('Not For Sale')).toBeTruthy();
  });

  it("says 'Not For Sale' for unlisted editions of an NFT that cannot be resold, or with offers off", async () => {
    mockApi({
      'GET /api/config': makeConfig({ offersEnabled: false }),
      [`GET ${PATH}`]: { total: 1, results: [makeEdition(2)] },
    });
    renderAt('/', <EditionsTable nftId="nft-1" resellAllowed />);
    const table = within(await screen.findByTestId('editions-table'));
    await waitFor(() => expect(table.getByText('Not For Sale')).toBeTruthy());
    expect(table.queryByRole('button', { name: /Make An Offer/ })).toBeNull();
  });

  it('shows the seller their own listing, not Buy', async () => {
    mockApi({
      'GET /api/config': makeConfig(),
      [`GET ${PATH}`]: {
        total: 1,
        results: [makeEdition(4, { price: 20, seller: 'me', auction_id: 'resale-4', is_owner: true })],
      },
    });
    renderAt('/', <BuyNftsTable nftId="nft-1" resellAllowed />);
    const table = within(await screen.findByTestId('buy-nfts'));
    const own = await table.findByRole('link', { name: 'Your listing' });
    expect(own.getAttribute('href')).toBe('/nft/nft-1/nft-1-4/details');
    expect(table.queryByRole('button', { name: /Buy/ })).toBeNull();
  });

  it('shows an error with a retry when the editions cannot be read', async () => {
    const fetchMock = mockApi({
      'GET /api/config': makeConfig(),
      [`GET ${PATH}`]: new Reply(500, { detail: 'Sorry, something went wrong', code: 'internal' }),
    });
    renderAt('/', <EditionsTable nftId="nft-1" resellAllowed />);
    expect(await screen.findByTestId('error-state')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(callsTo(fetchMock, PATH).length).toBeGreaterThan(0);
  });
});
