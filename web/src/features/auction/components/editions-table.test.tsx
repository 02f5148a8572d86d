import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeConfig } from '../../../testing/fixtures';
import { callsTo, mockApi } from '../../../testing/mock-api';
import { renderAt } from '../../../testing/render';
import { makeEdition } from '../test-fixtures';
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
    renderAt('/', <EditionsTable nftId="nft-1" />);
    const table = within(await screen.findByTestId('editions-table'));
    await waitFor(() => expect(table.getAllByTestId('edition-row')).toHaveLength(20));
    expect(table.getByTestId('editions-page').textContent).toBe('Page 1 of 2');
    expect((table.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(table.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(table.getAllByTestId('edition-row')).toHaveLength(5));
    expect(firstCell(table)).toBe('#21');
    expect(table.getByTestId('editions-page').textContent).toBe('Page 2 of 2');
    expect((table.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    expect(callsTo(fetchMock, PATH).map((query) => query.get('start'))).toEqual(['0', '20']);
  });

  it('sorts by number high to low from the first page', async () => {
    const fetchMock = mockEditions();
    renderAt('/', <EditionsTable nftId="nft-1" />);
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
    renderAt('/', <EditionsTable nftId="nft-1" />);
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
    renderAt('/', <BuyNftsTable nftId="nft-1" />);
    const table = within(await screen.findByTestId('buy-nfts'));
    await waitFor(() => expect(table.getAllByTestId('edition-row')).toHaveLength(2));
    expect(table.getAllByTestId('edition-row').map((row) => row.textContent)).toEqual([
      '#9$12.5seller_one',
      '#42$30seller_two',
    ]);
    expect(callsTo(fetchMock, PATH)[0]?.get('ordering')).toBe('price');
  });
});
