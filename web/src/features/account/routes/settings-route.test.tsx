import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeConfig, makeMe } from '../../../testing/fixtures';
import { mockApi, Reply } from '../../../testing/mock-api';
import { renderAt } from '../../../testing/render';
import { setLoggedInCookie } from '../../../testing/session';

const saveOf = (form: HTMLElement) => within(form).getByRole('button', { name: 'Save' }) as HTMLButtonElement;

describe('settings', () => {
  it('enables Save only on a change, and PATCHes /me with the current password', async () => {
    setLoggedInCookie();
    const fetchMock = mockApi({
      'GET /api/config': makeConfig(),
      'POST /api/token/refresh': { id_token: 't1' },
      'GET /api/me': makeMe({ email_verified: false }),
      'PATCH /api/me': { message: 'ok' },
    });
    renderAt('/account/settings');
    const details = await screen.findByRole('form', { name: 'Account details' });
    expect(saveOf(details).disabled).toBe(true);
    expect(saveOf(screen.getByRole('form', { name: 'Password' })).disabled).toBe(true);
    expect(saveOf(screen.getByRole('form', { name: 'Sign-in settings' })).disabled).toBe(true);
    expect(within(details).getByTestId('email-unverified').textContent).toContain('Email unverified');

    fireEvent.change(within(details).getByLabelText('Username'), { target: { value: 'renamed_fan' } });
    expect(saveOf(details).disabled).toBe(false);
    fireEvent.click(saveOf(details));
    expect(
      await within(details).findByText('Enter current password to be able to save changes.'),
    ).toBeTruthy();

    fireEvent.change(within(details).getByLabelText('Current password'), {
      target: { value: 'Str0ng!pass' },
    });
    fireEvent.click(saveOf(details));
    expect((await screen.findByTestId('toast')).textContent).toContain(
      'Your changes were successfully applied',
    );
    const patch = fetchMock.mock.calls.find(
      ([url, init]) => String(url).endsWith('/api/me') && init?.method === 'PATCH',
    );
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({
      current_password: 'Str0ng!pass',
      username: 'renamed_fan',
    });
  });

  it('shows a wrong current password under its field and in the toast, without the field name', async () => {
    setLoggedInCookie();
    mockApi({
      'GET /api/config': makeConfig(),
      'POST /api/token/refresh': { id_token: 't1' },
      'GET /api/me': makeMe(),
      'PATCH /api/me': new Reply(400, {
        detail: 'Invalid input.',
        code: 'validation_error',
        errors: [{ field: 'current_password', message: 'Current password is wrong.' }],
      }),
    });
    renderAt('/account/settings');
    const details = await screen.findByRole('form', { name: 'Account details' });
    fireEvent.change(within(details).getByLabelText('Username'), { target: { value: 'renamed_fan' } });
    fireEvent.change(within(details).getByLabelText('Current password'), { target: { value: 'Wr0ng!pass' } });
    fireEvent.click(saveOf(details));

    const toast = await screen.findByTestId('toast');
    expect(within(toast).getByText('Current password is wrong.')).toBeTruthy();
    const password = within(details).getByLabelText('Current password');
    expect(document.getElementById(String(password.getAttribute('aria-describedby')))?.textContent).toBe(
      'Current password is wrong.',
    );
    expect(document.body.textContent).not.toContain('current_password');
  });

  it('shows the authenticator QR code and setup key, then verifies the first code', async () => {
    setLoggedInCookie();
    const fetchMock = mockApi({
      'GET /api/config': makeConfig(),
      'POST /api/token/refresh': { id_token: 't1' },
      'GET /api/me': makeMe(),
      'POST /api/me/details/set': {
        message: 'ok',
        setup_key: 'JBSWY3DPEHPK3PXP',
        verify_device_link: 'otpauth://totp/Collectibles:fan?secret=JBSWY3DPEHPK3PXP',
      },
      'POST /api/verify-device-otp': { message: 'ok' },
    });
    renderAt('/account/settings');
    const signIn = await screen.findByRole('form', { name: 'Sign-in settings' });
    fireEvent.click(within(signIn).getByLabelText('Authenticator app'));
    fireEvent.click(saveOf(signIn));
    const dialog = await screen.findByRole('dialog', { name: 'Set up authenticator app' });
    expect(within(dialog).getByTestId('setup-key').textContent).toBe('JBSWY3DPEHPK3PXP');
    expect((await within(dialog).findByTestId('setup-qr')).getAttribute('src')).toMatch(
      /^data:image\/png;base64,/,
    );
    fireEvent.change(within(dialog).getByLabelText('Verification code'), { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect((await screen.findByTestId('toast')).textContent).toContain(
      'Your changes were successfully applied',
    );
    const verify = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/verify-device-otp'));
    expect(JSON.parse(String(verify?.[1]?.body))).toEqual({ otp: '123456' });
  });
});
