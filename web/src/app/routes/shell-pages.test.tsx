import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fromNow, makeConfig, makeDrop, makeMe } from '../../testing/fixtures';
import { mockApi, Reply } from '../../testing/mock-api';
import { renderAt } from '../../testing/render';
import { setLoggedInCookie } from '../../testing/session';

const page = (results: unknown[], next: number | null = null) => ({ count: results.length, next, results });

describe('the remaining shell pages', () => {
  it('/contact shows the CMS contact page', async () => {
    mockApi({
      'GET /api/config': makeConfig(),
      'GET /api/cms/contact': {
        key: 'contact',
        title: 'Contact Us',
        content: '<p>Mail us</p>',
        updated_at: '2026-01-01T00:00:00Z',
      },
    });
    renderAt('/contact');
    expect(await screen.findByText('Mail us')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeTruthy();
  });

  it('/contact says the spec wording when the CMS fails', async () => {
    mockApi({
      'GET /api/config': makeConfig(),
      'GET /api/cms/contact': new Reply(500, { detail: 'x', code: 'server_error' }),
    });
    renderAt('/contact');
    expect(
      await screen.findByText('Sorry, FAQ is not available for now, please try again later'),
    ).toBeTruthy();
  });

  it('/primary-listing shows only the drops on sale now, or says nothing is', async () => {
    mockApi({
      'GET /api/config': makeConfig(),
      'GET /api/auction/drops': page([
        makeDrop({ id: 'live', title: 'Live Drop', feature_at: fromNow(-2) }),
        makeDrop({ id: 'coming', title: 'Coming Drop', feature_at: fromNow(48) }),
        makeDrop({ id: 'gone', title: 'Sold Drop', feature_at: fromNow(-2), sold_out: true }),
        makeDrop({ id: 'over', title: 'Past Drop', feature_at: fromNow(-48), feature_until: fromNow(-1) }),
      ]),
    });
    renderAt('/primary-listing');
    const grid = await screen.findByTestId('primary-listing-grid');
    const ids = [...grid.querySelectorAll('[data-drop-id]')].map((card) => card.getAttribute('data-drop-id'));
    expect(ids).toEqual(['live']);
  });

  it('/primary-listing has an empty state', async () => {
    mockApi({ 'GET /api/config': makeConfig(), 'GET /api/auction/drops': page([]) });
    renderAt('/primary-listing');
    expect(await screen.findByText('Nothing is on sale first-hand right now')).toBeTruthy();
  });

  it('/order-history is the profile order history', async () => {
    setLoggedInCookie();
    mockApi({
      'GET /api/config': makeConfig(),
      'POST /api/token/refresh': { id_token: 't1' },
      'GET /api/me': makeMe(),
    });
    const { currentPath } = renderAt('/order-history');
    await waitFor(() => expect(currentPath()).toBe('/account/order-history'));
  });

  it('/external-login/instagram exists only behind its flag and explains the hand-off', async () => {
    mockApi({ 'GET /api/config': makeConfig({ instagramLoginEnabled: true }) });
    renderAt('/external-login/instagram?error=access_denied');
    expect(
      await screen.findByText('Instagram sign-in was cancelled, so nothing was shared with us.'),
    ).toBeTruthy();
    fireEvent.click(
      within(screen.getByTestId('instagram-login-page')).getByRole('button', { name: 'Log in' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
  });

  it('/external-login/instagram is not found with the flag off', async () => {
    mockApi({ 'GET /api/config': makeConfig({ instagramLoginEnabled: false }) });
    renderAt('/external-login/instagram?code=abc');
    expect(await screen.findByTestId('not-found')).toBeTruthy();
    expect(screen.queryByTestId('instagram-login-page')).toBeNull();
  });
});
