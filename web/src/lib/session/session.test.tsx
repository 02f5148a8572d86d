import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeConfig, makeMe } from '../../testing/fixtures';
import { mockApi, Reply } from '../../testing/mock-api';
import { renderAt } from '../../testing/render';
import { hasLoggedInCookie, setLoggedInCookie } from '../../testing/session';

const authHeader = (init?: RequestInit) => new Headers(init?.headers).get('authorization');

/** A refresh endpoint handing out t1, t2, ... */
function tokenSequence() {
  let issued = 0;
  return () => ({ id_token: `t${++issued}` });
}

describe('session handling in the API client', () => {
  it('on 401 refreshes once and retries with the new token', async () => {
    setLoggedInCookie();
    let meCalls = 0;
    const fetchMock = mockApi({
      'GET /api/config': makeConfig(),
      'POST /api/token/refresh': tokenSequence(),
      'GET /api/me': () =>
        ++meCalls === 1 ? new Reply(401, { detail: 'expired', code: 'token_invalid' }) : makeMe(),
    });
    renderAt('/account/settings');
    expect((await screen.findByTestId('profile-username')).textContent).toBe('fan_user');
    const meRequests = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/me'));
    expect(meRequests.map(([, init]) => authHeader(init))).toEqual(['Bearer t1', 'Bearer t2']);
  });

  it('logs out when the retry after a refresh is still 401', async () => {
    setLoggedInCookie();
    const fetchMock = mockApi({
      'GET /api/config': makeConfig(),
      'POST /api/token/refresh': tokenSequence(),
      'GET /api/me': new Reply(401, { detail: 'expired', code: 'token_invalid' }),
    });
    const { currentPath } = renderAt('/account/settings');
    await waitFor(() => expect(currentPath()).toBe('/drops'));
    expect(hasLoggedInCookie()).toBe(false);
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    const refreshes = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/token/refresh'));
    expect(refreshes).toHaveLength(2);
  });

  it('logs out on 419', async () => {
    setLoggedInCookie();
    mockApi({
      'GET /api/config': makeConfig(),
      'POST /api/token/refresh': tokenSequence(),
      'GET /api/me': new Reply(419, { detail: 'Logged out.', code: 'logged_out' }),
    });
    const { currentPath } = renderAt('/account/settings');
    await waitFor(() => expect(currentPath()).toBe('/drops'));
    expect(hasLoggedInCookie()).toBe(false);
  });

  it('never refreshes on the 3-D Secure return page, which runs in a frame beside the signed-in window', async () => {
    setLoggedInCookie();
    const fetchMock = mockApi({
      'GET /api/config': makeConfig(),
      'POST /api/token/refresh': tokenSequence(),
    });
    renderAt('/3ds-success?cko-session-id=sid_1');
    await screen.findByTestId('3ds-success');
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/token/refresh'))).toBe(false);
    expect(hasLoggedInCookie()).toBe(true);
  });

  it('sends visitors without the logged-in cookie from guarded routes to the root', async () => {
    const fetchMock = mockApi({ 'GET /api/config': makeConfig() });
    const { currentPath } = renderAt('/account/settings');
    await waitFor(() => expect(currentPath()).toBe('/drops'));
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/token/refresh'))).toBe(false);
  });

  it('on 418 opens the two-factor dialog and retries with the code and a captcha token', async () => {
    setLoggedInCookie();
    const passwordBodies: Record<string, unknown>[] = [];
    mockApi({
      'GET /api/config': makeConfig(),
      'POST /api/token/refresh': tokenSequence(),
      'GET /api/me': makeMe(),
      'POST /api/change-password': (_url: URL, init?: RequestInit) => {
        passwordBodies.push(JSON.parse(String(init?.body)));
        return passwordBodies.length === 1
          ? new Reply(418, { detail: 'Code needed.', code: 'two_factor_required', channel_2fa: 'app' })
          : { message: 'ok' };
      },
    });
    renderAt('/account/settings');
    const form = await screen.findByRole('form', { name: 'Password' });
    const field = (name: string) => form.querySelector(`input[autocomplete="${name}"]`) as HTMLInputElement;
    fireEvent.change(field('current-password'), { target: { value: 'OldPass1!' } });
    const [newPassword, confirm] = form.querySelectorAll('input[autocomplete="new-password"]');
    fireEvent.change(newPassword as Element, { target: { value: 'NewPass1!' } });
    fireEvent.change(confirm as Element, { target: { value: 'NewPass1!' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[1] as HTMLElement);

    const dialog = await screen.findByRole('dialog', { name: 'Two-factor authentication' });
    expect(dialog.textContent).toContain('authenticator app');
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('captcha'));
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));

    expect((await screen.findByTestId('toast')).textContent).toContain('Password has been changed');
    expect(passwordBodies).toHaveLength(2);
    expect(passwordBodies[1]).toMatchObject({
      old_password: 'OldPass1!',
      password: 'NewPass1!',
      otp: '123456',
    });
    expect(String(passwordBodies[1]?.['g-recaptcha-response'])).not.toBe('');
  });
});
