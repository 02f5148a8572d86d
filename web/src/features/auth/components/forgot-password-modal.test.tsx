import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeConfig } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mock-api';
import { renderAt } from '../../../testing/render';

describe('forgot password modal', () => {
  it('sends the contact, then the code, then says to check the e-mail', async () => {
    const calls: { path: string; body: Record<string, unknown> }[] = [];
    const record = (answer: unknown) => (url: URL, init?: RequestInit) => {
      calls.push({ path: url.pathname, body: JSON.parse(String(init?.body)) });
      return answer;
    };
    mockApi({
      'GET /api/config': makeConfig(),
      'POST /api/start-reset-password': record({ email: 'f***@example.com' }),
      'POST /api/reset-password-otp': record({ email: 'f***@example.com' }),
    });
    renderAt('/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    await screen.findByRole('dialog', { name: 'Forgot password' });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Required captcha')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), {
      target: { value: 'fan@example.com' },
    });
    fireEvent.click(screen.getByTestId('captcha'));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByTestId('reset-code-hint')).textContent).toContain('f***@example.com');

    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('captcha'));
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByTestId('reset-link-sent')).textContent).toContain(
      'We sent a link to reset your password to your email address.',
    );
    expect(calls.map((call) => call.path)).toEqual(['/api/start-reset-password', '/api/reset-password-otp']);
    expect(calls[0]?.body).toMatchObject({ contact: 'fan@example.com', resend: false });
    expect(calls[1]?.body).toMatchObject({ contact: 'fan@example.com', otp: '123456' });
    expect(String(calls[1]?.body['g-recaptcha-response'])).not.toBe('');
  });
});
