import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SessionManager } from '../../../lib/session/session-manager';
import { makeDrop } from '../../../testing/fixtures';
import { callsTo, mockApi, Reply } from '../../../testing/mock-api';
import { renderAt } from '../../../testing/render';
import { setLoggedInCookie } from '../../../testing/session';
import { DropsRoute } from './drops-route';

const categories = [
  { id: 'music', title: 'Music' },
  { id: 'sports', title: 'Sports' },
];

describe('DropsRoute', () => {
  it("shows 'NFT Drops Coming Soon' when there are no drops", async () => {
    mockApi({
      'GET /api/nft/categories': categories,
      'GET /api/auction/drops': { count: 0, next: null, results: [] },
    });
    renderAt('/drops', <DropsRoute />);
    expect(await screen.findByText('NFT Drops Coming Soon')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'SHOW MORE DROPS' })).toBeNull();
  });

  it("says '0 Results - Please check the entered data' when a search finds no drop", async () => {
    mockApi({
      'GET /api/nft/categories': categories,
      'GET /api/auction/drops': (url: URL) =>
        url.searchParams.has('search')
          ? { count: 0, next: null, results: [] }
          : { count: 1, next: null, results: [makeDrop()] },
    });
    renderAt('/drops', <DropsRoute />);
    await screen.findAllByTestId('drop-card');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search drops' }), { target: { value: 'zzz' } });
    expect(await screen.findByText('0 Results - Please check the entered data')).toBeTruthy();
    expect(screen.queryByText('NFT Drops Coming Soon')).toBeNull();
  });

  it("asks for the list as a visitor does when signed in (one cached answer for all), and for the user's registrations with their token", async () => {
    setLoggedInCookie();
    const coming = new Date(Date.now() + 72 * 3600_000).toISOString();
    const fetchMock = mockApi({
      'POST /api/token/refresh': { id_token: 't1' },
      'GET /api/nft/categories': categories,
      'GET /api/auction/drops': {
        count: 1,
        next: null,
        results: [
          makeDrop({ show_signup: true, promotion: { promotion_uuid: 'promo-1' }, feature_at: coming }),
        ],
      },
      'GET /api/promotions/': { promotion_uuids: ['promo-1'] },
    });
    renderAt(
      '/drops',
      <>
        <SessionManager />
        <DropsRoute />
      </>,
    );
    expect(await screen.findByTestId('interest-registered')).toBeTruthy();
    const tokenOf = (path: string) =>
      fetchMock.mock.calls
        .filter(([url]) => new URL(String(url), 'http://localhost').pathname === path)
        .map(([, init]) => new Headers(init?.headers).get('authorization'));
    expect(tokenOf('/api/auction/drops')).toEqual([null]);
    expect(tokenOf('/api/promotions/')).toEqual(['Bearer t1']);
  });

  it('fetches the first row of thumbnails at once and first, the rest lazily', async () => {
    const drops = Array.from({ length: 6 }, (_, i) => makeDrop({ id: `drop-${i}`, title: `Drop ${i}` }));
    mockApi({
      'GET /api/nft/categories': categories,
      'GET /api/auction/drops': { count: drops.length, next: null, results: drops },
    });
    renderAt('/drops', <DropsRoute />);
    await screen.findAllByTestId('drop-card');
    const images = drops.map((drop) => screen.getByRole('img', { name: drop.title }));
    expect(
      images.map((image) => [image.getAttribute('loading'), image.getAttribute('fetchpriority')]),
    ).toEqual([...Array.from({ length: 4 }, () => ['eager', 'high']), ['lazy', null], ['lazy', null]]);
  });

  it("asks for 20 a page and loads page 2 with 'SHOW MORE DROPS'", async () => {
    const fetchMock = mockApi({
      'GET /api/nft/categories': categories,
      'GET /api/auction/drops': (url: URL) =>
        url.searchParams.get('page') === '2'
          ? { count: 2, next: null, results: [makeDrop({ id: 'drop-2', title: 'Second Drop' })] }
          : { count: 2, next: 2, results: [makeDrop({ id: 'drop-1', title: 'First Drop' })] },
    });
    renderAt('/drops', <DropsRoute />);

    expect(await screen.findByText('First Drop')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/auction/drops')[0]?.get('page_size')).toBe('20');
    fireEvent.click(screen.getByRole('button', { name: 'SHOW MORE DROPS' }));

    expect(await screen.findByText('Second Drop')).toBeTruthy();
    expect(screen.getAllByTestId('drop-card')).toHaveLength(2);
    expect(callsTo(fetchMock, '/api/auction/drops').map((query) => query.get('page'))).toEqual(['1', '2']);
    expect(screen.queryByRole('button', { name: 'SHOW MORE DROPS' })).toBeNull();
  });

  it("filters by category: 'All' sends no category, a chip sends its id", async () => {
    const fetchMock = mockApi({
      'GET /api/nft/categories': categories,
      'GET /api/auction/drops': { count: 1, next: null, results: [makeDrop()] },
    });
    renderAt('/drops', <DropsRoute />);
    fireEvent.click(await screen.findByRole('button', { name: 'Music' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/auction/drops')).toHaveLength(2));
    const [all, music] = callsTo(fetchMock, '/api/auction/drops');
    expect(all?.has('category')).toBe(false);
    expect(music?.get('category')).toBe('music');
  });

  it('debounces the search before querying', async () => {
    const fetchMock = mockApi({
      'GET /api/nft/categories': categories,
      'GET /api/auction/drops': { count: 1, next: null, results: [makeDrop()] },
    });
    renderAt('/drops', <DropsRoute />);
    const input = await screen.findByRole('searchbox', { name: 'Search drops' });
    fireEvent.change(input, { target: { value: 'n' } });
    fireEvent.change(input, { target: { value: 'nova ' } });
    await waitFor(() => expect(callsTo(fetchMock, '/api/auction/drops')).toHaveLength(2));
    expect(callsTo(fetchMock, '/api/auction/drops')[1]?.get('search')).toBe('nova');
  });

  it('shows an error state with a retry when the list fails', async () => {
    let fail = true;
    mockApi({
      'GET /api/nft/categories': categories,
      'GET /api/auction/drops': () =>
        fail
          ? new Reply(500, { detail: 'Boom', code: 'server_error' })
          : { count: 0, next: null, results: [] },
    });
    renderAt('/drops', <DropsRoute />);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('NFT Drops Coming Soon')).toBeTruthy();
  });
});
