import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deleteCookie } from '../../lib/cookies';
import { makeConfig } from '../../testing/fixtures';
import { mockApi } from '../../testing/mock-api';
import { renderAt } from '../../testing/render';

describe('the cookie notice', () => {
  it('steps aside while a dialog is open, so it never covers its buttons, and comes back after', async () => {
    mockApi({
      'GET /api/config': makeConfig(),
      'GET /api/auction/drops': { count: 0, next: null, results: [] },
    });
    renderAt('/login');
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    // The dialog is a lazy chunk: it counts itself open in an effect right after it mounts.
    await waitFor(() => expect(screen.queryByTestId('cookie-notice')).toBeNull());

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('cookie-notice')).toBeTruthy();
  });

  it('keeps consent for 365 days: the bar stays away on the next visit', async () => {
    const api = {
      'GET /api/config': makeConfig(),
      'GET /api/auction/drops': { count: 0, next: null, results: [] },
    };
    mockApi(api);
    const cookieWrites = vi.spyOn(document, 'cookie', 'set');
    renderAt('/drops');
    const notice = await screen.findByTestId('cookie-notice');
    fireEvent.click(within(notice).getByRole('button', { name: 'Accept' }));
    expect(screen.queryByTestId('cookie-notice')).toBeNull();
    expect(cookieWrites).toHaveBeenCalledWith(
      expect.stringMatching(/^cookie_consent=accepted; max-age=31536000;/),
    );

    cleanup();
    mockApi(api);
    renderAt('/drops');
    await screen.findByTestId('drops-page');
    expect(screen.queryByTestId('cookie-notice')).toBeNull();
    // jsdom keeps cookies per window: remove it so other tests meet the bar.
    deleteCookie('cookie_consent');
  });
});
