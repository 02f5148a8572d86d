import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeConfig, makeMe } from '../../testing/fixtures';
import { mockApi, Reply } from '../../testing/mock-api';
import { renderAt } from '../../testing/render';
import { hasLoggedInCookie, setLoggedInCookie } from '../../testing/session';
import { Header } from './header';

const mainNav = () => within(screen.getByRole('navigation', { name: 'Main' }));

describe('Header', () => {
  it('hides Marketplace when marketplaceEnabled is false', async () => {
    const fetchMock = mockApi({ 'GET /api/config': makeConfig({ marketplaceEnabled: false }) });
    renderAt('/drops', <Header />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(mainNav().queryByRole('link', { name: 'Marketplace' })).toBeNull());
    expect(mainNav().getByRole('link', { name: 'Drops' })).toBeTruthy();
  });

  it('shows Marketplace when marketplaceEnabled is true, and creators only with creatorsEnabled', async () => {
    mockApi({ 'GET /api/config': makeConfig({ marketplaceEnabled: true, creatorsEnabled: true }) });
    renderAt('/drops', <Header />);
    expect(await mainNav().findByRole('link', { name: 'Discover Creators' })).toBeTruthy();
    expect(mainNav().getByRole('link', { name: 'Marketplace' }).getAttribute('href')).toBe('/marketplace');
  });

  it('shows the visitor links: My Collection, About, FAQ, Sign Up and Log in', async () => {
    mockApi({ 'GET /api/config': makeConfig() });
    renderAt('/drops', <Header />);
    for (const name of ['My Collection', 'About', 'FAQ'])
      expect(mainNav().getByRole('link', { name })).toBeTruthy();
    expect(mainNav().getByRole('button', { name: 'Sign Up' })).toBeTruthy();
    expect(mainNav().getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(mainNav().queryByRole('link', { name: 'Discover Creators' })).toBeNull();
  });

  it('keeps the bell with its unread count in the bar, outside the menu that phones collapse', async () => {
    setLoggedInCookie();
    mockApi({
      'GET /api/config': makeConfig(),
      'POST /api/token/refresh': { id_token: 't1' },
      'GET /api/me': makeMe(),
      'GET /api/inbox/unread': { unread: 3 },
      'GET /api/nft/categories': [],
      'GET /api/auction/drops': { count: 0, next: null, results: [] },
    });
    // The whole app: its session manager restores the login.
    renderAt('/drops');
    const bell = await screen.findByRole('link', { name: /^Notifications/ });
    await waitFor(() => expect(within(bell).getByTestId('unread-count').textContent).toBe('3'));
    expect(bell.getAttribute('aria-label')).toBe('Notifications, 3 unread');
    expect(screen.getByRole('navigation', { name: 'Main' }).contains(bell)).toBe(false);
    expect(screen.getByRole('button', { name: 'Account' })).toBeTruthy();
  });

  describe('restoring the session on load', () => {
    const appAnswers = {
      'GET /api/config': makeConfig(),
      'GET /api/me': makeMe(),
      'GET /api/inbox/unread': { unread: 0 },
      'GET /api/nft/categories': [],
      'GET /api/auction/drops': { count: 0, next: null, results: [] },
    };

    it('keeps the session when the refresh is cut off, and restores it on the next try', async () => {
      setLoggedInCookie();
      let refreshes = 0;
      mockApi({
        ...appAnswers,
        'POST /api/token/refresh': () => {
          refreshes += 1;
          // The first answer never arrives (the page left mid-refresh, the network dropped).
          if (refreshes === 1) throw new TypeError('Failed to fetch');
          return { id_token: 't1' };
        },
      });
      renderAt('/drops');
      expect(await screen.findByRole('button', { name: 'Account' }, { timeout: 5000 })).toBeTruthy();
      expect(refreshes).toBe(2);
      expect(hasLoggedInCookie()).toBe(true);
    });

    it('logs out when the server refuses the refresh (419)', async () => {
      setLoggedInCookie();
      mockApi({
        ...appAnswers,
        'POST /api/token/refresh': new Reply(419, { detail: 'Logged out', code: 'logged_out' }),
      });
      renderAt('/drops');
      await waitFor(() => expect(hasLoggedInCookie()).toBe(false));
      expect(mainNav().getByRole('button', { name: 'Log in' })).toBeTruthy();
    });
  });
});
