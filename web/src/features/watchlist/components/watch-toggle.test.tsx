import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Watchlist } from '../../../../../shared/api/schemas/watchlist';
import { messages } from '../../../../../shared/domain/messages';
import { makeConfig, makeMe } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mock-api';
import { makeNftDetail } from '../../../testing/nft-fixtures';
import { renderAt } from '../../../testing/render';
import { setLoggedInCookie } from '../../../testing/session';

const PAGE = '/nft/nft-1/marketplace-auction';
const WATCH_API = '/api/watchlist/nfts/nft-1';

/** A watchlist the PUT and DELETE answers change, as the server would. */
function signedInWithWatchlist() {
  setLoggedInCookie();
  let watchlist: Watchlist = { nfts: [], collections: [] };
  const watched = (alertPrice: number | null) => ({
    id: 'nft-1',
    title: 'Neon Block',
    image: '/media/a.png',
    alert_price: alertPrice,
    lowest_listing: null,
    auction: null,
  });
  const fetchMock = mockApi({
    'GET /api/config': makeConfig(),
    'POST /api/token/refresh': { id_token: 't1' },
    'GET /api/me': makeMe(),
    'GET /api/inbox/unread': { unread: 0 },
    'GET /api/nft/nft-1': makeNftDetail(),
    'GET /api/watchlist': () => watchlist,
    [`PUT ${WATCH_API}`]: (_url: URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body));
      watchlist = { ...watchlist, nfts: [watched(body.alert_price)] };
      return {
        kind: 'nft',
        id: 'nft-1',
        alert_price: body.alert_price,
        created_at: '2026-03-01T10:00:00.000Z',
      };
    },
    [`DELETE ${WATCH_API}`]: () => {
      watchlist = { ...watchlist, nfts: [] };
      return {};
    },
  });
  const bodiesOf = (method: string) =>
    fetchMock.mock.calls
      .filter(([url, init]) => init?.method === method && String(url).endsWith(WATCH_API))
      .map(([, init]) => JSON.parse(String(init?.body ?? '{}')));
  return { bodiesOf };
}

describe('the watch toggle on the NFT page', () => {
  it('watches, sets an alert price, refuses a price under $1 and unwatches', async () => {
    const { bodiesOf } = signedInWithWatchlist();
    renderAt(PAGE);
    const toggle = await screen.findByTestId('watch-toggle');
    const watch = await within(toggle).findByRole('button', { name: 'Watch' });
    await waitFor(() => expect((watch as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(watch);
    const watching = await within(toggle).findByRole('button', { name: 'Watching' });
    expect(watching.getAttribute('aria-pressed')).toBe('true');
    expect(bodiesOf('PUT')).toEqual([{ alert_price: null }]);

    const field = within(toggle).getByLabelText('Alert me when listed under $');
    fireEvent.change(field, { target: { value: '0.5' } });
    fireEvent.click(within(toggle).getByRole('button', { name: 'Save alert' }));
    expect(await within(toggle).findByText(messages.salePriceMinimum)).toBeTruthy();
    expect(bodiesOf('PUT')).toHaveLength(1);

    fireEvent.change(field, { target: { value: '12.5' } });
    fireEvent.click(within(toggle).getByRole('button', { name: 'Save alert' }));
    expect(await within(toggle).findByText('Alert saved')).toBeTruthy();
    expect(bodiesOf('PUT').at(-1)).toEqual({ alert_price: 12.5 });
    await waitFor(() => expect((field as HTMLInputElement).value).toBe('12.50'));

    fireEvent.click(within(toggle).getByRole('button', { name: 'Watching' }));
    expect((await within(toggle).findByRole('button', { name: 'Watch' })).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(within(toggle).queryByLabelText('Alert me when listed under $')).toBeNull();
  });
});
