import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeConfig } from '../../../testing/fixtures';
import { mockApi, Reply } from '../../../testing/mock-api';
import { renderAt } from '../../../testing/render';
import { hasLoggedInCookie } from '../../../testing/session';

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
/** Buttons of the open dialog (the header has its own 'Log in'). */
const click = (name: string) =>
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name }));
const tickCaptcha = () => fireEvent.click(screen.getByTestId('captcha'));
const bodyOf = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  JSON.parse(String(fetchMock.mock.calls.find(([url]) => String(url).endsWith(path))?.[1]?.body));

describe('sign-up modal', () => {
  it('validates each step with the spec messages, then registers with the SMS code and the consents', async () => {
    sessionStorage.setItem('marketing_params', JSON.stringify({ utm_source: 'mail' }));
    const fetchMock = mockApi({
      'GET /api/config': makeConfig(),
      'POST /api/check-email': { message: 'ok' },
      'POST /api/check-phone': { message: 'ok' },
      'POST /api/check-otp': { message: 'ok' },
      'POST /api/register': { id_token: 'new-token' },
    });
    renderAt('/sign-up?email=&subscribe=true');
    await screen.findByRole('dialog', { name: 'Sign Up' });

    click('Continue');
    expect(screen.getByText('Email required')).toBeTruthy();
    expect(screen.getByText('Required captcha')).toBeTruthy();
    type('Email', 'not-an-email');
    click('Continue');
    expect(screen.getByText('Email is invalid')).toBeTruthy();
    type('Email', 'new@example.com');
    tickCaptcha();
    click('Continue');

    await screen.findByLabelText('Phone number');
    type('Phone number', '12345');
    tickCaptcha();
    click('Continue');
    expect(screen.getByText('Phone number is not valid.')).toBeTruthy();
    type('Phone number', '(201) 555-0123');
    click('Continue');

    await screen.findByLabelText('Verification code');
    expect(bodyOf(fetchMock, '/api/check-phone')).toMatchObject({
      phone_number: '+12015550123',
      email: 'new@example.com',
    });
    type('Verification code', '12ab');
    tickCaptcha();
    click('Verify');
    expect(screen.getByText('Required code')).toBeTruthy();
    type('Verification code', '654321');
    click('Verify');

    await screen.findByLabelText('Username');
    type('Username', 'abc');
    type('Password', 'weakpass');
    type('Confirm password', 'other');
    click('Create account');
    expect(screen.getByText('Minimum 6 symbols.')).toBeTruthy();
    expect(
      screen.getByText(/Must contain at least 1 capital letter/, { selector: '[role="alert"]' }),
    ).toBeTruthy();
    expect(screen.getByText('Passwords do not match.')).toBeTruthy();
    expect(screen.getAllByText('Required field')).toHaveLength(2);

    type('Username', 'new_fan');
    type('Password', 'Str0ng!pass');
    type('Confirm password', 'Str0ng!pass');
    fireEvent.click(screen.getByTestId('accept-terms'));
    fireEvent.click(screen.getByTestId('accept-privacy'));
    tickCaptcha();
    click('Create account');

    expect((await screen.findByTestId('registration-complete')).textContent).toBe(
      'Registration complete. Please verify your email address.',
    );
    expect(bodyOf(fetchMock, '/api/register')).toMatchObject({
      email: 'new@example.com',
      phone_number: '+12015550123',
      username: 'new_fan',
      password: 'Str0ng!pass',
      subscribe: true,
      params: { utm_source: 'mail' },
    });
    expect(hasLoggedInCookie()).toBe(true);
  });

  it("leads an existing e-mail to the 'already a user' step and login", async () => {
    mockApi({
      'GET /api/config': makeConfig(),
      'POST /api/check-email': new Reply(400, {
        detail: 'You already have account',
        code: 'account_exists',
      }),
    });
    renderAt('/sign-up?email=old@example.com');
    await screen.findByRole('dialog', { name: 'Sign Up' });
    tickCaptcha();
    click('Continue');
    await screen.findByTestId('sign-up-step-alreadyUser');
    click('Log in');
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
  });
});

describe('login modal', () => {
  it('asks for the code on the channel start-login names, then logs in', async () => {
    const fetchMock = mockApi({
      'GET /api/config': makeConfig(),
      'POST /api/start-login': { channel_2fa: 'app' },
      'POST /api/login': { id_token: 'session-token' },
    });
    renderAt('/login');
    await screen.findByRole('dialog', { name: 'Log in' });
    click('Log in');
    expect(screen.getByText('Email or username is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    type('Email or username', 'fan_user');
    type('Password', 'Str0ng!pass');
    click('Log in');

    expect((await screen.findByTestId('login-code-hint')).textContent).toContain('authenticator app');
    expect(screen.queryByRole('button', { name: 'Resend code' })).toBeNull();
    type('Verification code', '123456');
    tickCaptcha();
    click('Verify');

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull());
    expect(bodyOf(fetchMock, '/api/login')).toMatchObject({
      login: 'fan_user',
      password: 'Str0ng!pass',
      otp: '123456',
    });
    expect(hasLoggedInCookie()).toBe(true);
    expect(screen.getByRole('button', { name: 'Account' })).toBeTruthy();
  });

  it("shows a wrong code under the code field and in the toast, without the API's field name", async () => {
    mockApi({
      'GET /api/config': makeConfig(),
      'POST /api/start-login': { channel_2fa: 'phone' },
      'POST /api/login': new Reply(400, {
        detail: 'Invalid input.',
        code: 'validation_error',
        errors: [{ field: 'otp', message: 'Wrong code' }],
      }),
    });
    renderAt('/login');
    await screen.findByRole('dialog', { name: 'Log in' });
    type('Email or username', 'fan_user');
    type('Password', 'Str0ng!pass');
    click('Log in');
    await screen.findByTestId('login-code-hint');
    type('Verification code', '000000');
    tickCaptcha();
    click('Verify');

    const toast = await screen.findByTestId('toast');
    expect(within(toast).getByText('Wrong code')).toBeTruthy();
    const code = screen.getByLabelText('Verification code');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(String(code.getAttribute('aria-describedby')))?.textContent).toBe(
      'Wrong code',
    );
    expect(screen.queryByTestId('form-error')).toBeNull();
    expect(document.body.textContent).not.toContain('otp');
  });

  it('lets the owner in past the wrong-password limit with their code and the captcha', async () => {
    const fetchMock = mockApi({
      'GET /api/config': makeConfig(),
      'POST /api/start-login': new Reply(429, {
        detail: 'Too many attempts. Please try again later.',
        code: 'too_many_requests',
      }),
      'POST /api/login': { id_token: 'session-token' },
    });
    renderAt('/login');
    await screen.findByRole('dialog', { name: 'Log in' });
    type('Email or username', 'fan_user');
    type('Password', 'Str0ng!pass');
    click('Log in');

    expect((await screen.findByTestId('login-code-hint')).textContent).toContain('Too many attempts');
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeTruthy();
    type('Verification code', '123456');
    tickCaptcha();
    click('Verify');

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull());
    expect(bodyOf(fetchMock, '/api/login')).toMatchObject({ login: 'fan_user', otp: '123456' });
    expect(hasLoggedInCookie()).toBe(true);
  });
});
