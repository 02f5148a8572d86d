import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeConfig, makeMe } from '../../../testing/fixtures';
import { callsTo, mockApi } from '../../../testing/mock-api';
import { renderAt } from '../../../testing/render';
import { setLoggedInCookie } from '../../../testing/session';
import { makeHistoryEntry, page } from '../test-fixtures';

const signedIn = (answers: Record<string, unknown>) => {
  setLoggedInCookie();
  return mockApi({
    'GET /api/config': makeConfig(),
    'POST /api/token/refresh': { id_token: 't1' },
    'GET /api/me': makeMe(),
    'GET /api/inbox/unread': { unread: 0 },
    ...answers,
  });
};

const entries = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => makeHistoryEntry({ id: `transfer-${from + i}` }));

describe('/account/order-history', () => {
  it('shows 4 rows a page with a pager', async () => {
    const fetchMock = signedIn({
      'GET /api/nft/mine/history': (url: URL) =>
        url.searchParams.get('page') === '2' ? page(entries(5, 2), 6, null) : page(entries(1, 4), 6, 2),
    });
    renderAt('/account/order-history');
    expect(await screen.findAllByTestId('history-row')).toHaveLength(4);
    const tabs = within(screen.getByRole('navigation', { name: 'Account' }));
    expect(tabs.getByRole('link', { name: 'Order History' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('history-page').textContent).toBe('Page 1 of 2');
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getAllByTestId('history-row')).toHaveLength(2));
    expect(screen.getByTestId('history-page').textContent).toBe('Page 2 of 2');
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    expect(callsTo(fetchMock, '/api/nft/mine/history')[0]?.get('ordering')).toBe('-date');
  });

  it("says 'You don't have any orders yet' without orders", async () => {
    signedIn({ 'GET /api/nft/mine/history': page([]) });
    renderAt('/account/order-history');
    expect((await screen.findByTestId('empty-state')).textContent).toBe("You don't have any orders yet");
    expect(screen.queryByRole('group', { name: 'Tiers' })).toBeNull();
  });

  it("says 'No orders matching search query' when a search finds nothing, back on page 1", async () => {
    const fetchMock = signedIn({
      'GET /api/nft/mine/history': (url: URL) =>
        url.searchParams.get('search')
          ? page([])
          : url.searchParams.get('page') === '2'
            ? page(entries(5, 1), 5, null)
            : page(entries(1, 4), 5, 2),
    });
    renderAt('/account/order-history');
    await screen.findAllByTestId('history-row');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getAllByTestId('history-row')).toHaveLength(1));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search orders' }), { target: { value: 'zzz' } });
    expect((await screen.findByTestId('empty-state')).textContent).toBe('No orders matching search query');
    const searched = callsTo(fetchMock, '/api/nft/mine/history').at(-1);
    expect(searched?.get('search')).toBe('zzz');
    expect(searched?.get('page')).toBe('1');
  });

  it('sends the chosen date order', async () => {
    const fetchMock = signedIn({ 'GET /api/nft/mine/history': page(entries(1, 1)) });
    renderAt('/account/order-history');
    await screen.findAllByTestId('history-row');
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'date' } });
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/nft/mine/history').at(-1)?.get('ordering')).toBe('date'),
    );
  });
});
