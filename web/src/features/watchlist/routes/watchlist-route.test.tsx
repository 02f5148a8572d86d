import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeConfig, makeMe } from '../../../testing/fixtures';
import { mockApi, Reply } from '../../../testing/mock-api';
import { renderAt } from '../../../testing/render';
import { setLoggedInCookie } from '../../../testing/session';
import { formatPrice } from '../../../utils/money';
import { NOTHING_WATCHED } from './watchlist-route';

const signedIn = (watchlist: unknown) => {
  setLoggedInCookie();
  mockApi({
    'GET /api/config': makeConfig(),
    'POST /api/token/refresh': { id_token: 't1' },
    'GET /api/me': makeMe(),
    'GET /api/inbox/unread': { unread: 0 },
    'GET /api/watchlist': watchlist,
  });
};

describe('/watchlist', () => {
  it('lists the watched NFTs and collections with their prices and alerts', async () => {
    signedIn({
      nfts: [
        {
          id: 'nft-1',
          title: 'Neon Block',
          image: '/media/a.png',
          alert_price: 20,
          lowest_listing: 25,
          auction: { id: 'auction-1', ends: '2026-03-01T10:00:00.000Z' },
        },
      ],
      collections: [
        {
          id: 'col-1',
          title: 'City Lights',
          image: '/media/c.png',
          floor_alert_price: null,
          floor_price: 12,
        },
      ],
    });
    renderAt('/watchlist');
    expect((await screen.findByRole('link', { name: 'Neon Block' })).getAttribute('href')).toBe(
      '/nft/nft-1/marketplace-auction',
    );
    expect(screen.getByText(`Lowest listing: ${formatPrice(25)}`)).toBeTruthy();
    expect(screen.getByText('Auction running')).toBeTruthy();
    expect(screen.getByText(`Alert: ${formatPrice(20)}`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'City Lights' }).getAttribute('href')).toBe('/collection/col-1');
    expect(screen.getByText('Floor alert: off')).toBeTruthy();
  });

  it('says so when nothing is watched, with a way to the marketplace', async () => {
    signedIn({ nfts: [], collections: [] });
    renderAt('/watchlist');
    expect(await screen.findByText(NOTHING_WATCHED)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Explore the marketplace' }).getAttribute('href')).toBe(
      '/marketplace',
    );
  });

  it('shows an error with a retry when the watchlist cannot load', async () => {
    signedIn(new Reply(500, { detail: 'boom' }));
    renderAt('/watchlist');
    expect(await screen.findByTestId('error-state')).toBeTruthy();
  });
});
