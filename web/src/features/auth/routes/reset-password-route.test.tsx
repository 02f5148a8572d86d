import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeConfig } from '../../../testing/fixtures';
import { mockApi, Reply } from '../../../testing/mock-api';
import { renderAt } from '../../../testing/render';

const fill = (password: string, confirm: string) => {
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
};

describe('/reset-password', () => {
  it('checks the rules, sends the code with the new password, then opens the login', async () => {
    const bodies: unknown[] = [];
    mockApi({
      'GET /api/config': makeConfig(),
      'POST /api/reset-password': (_url: URL, init?: RequestInit) => {
        bodies.push(JSON.parse(String(init?.body)));
        return { message: 'ok' };
      },
    });
    const { currentPath } = renderAt('/reset-password?code=reset-code-1');
    // The page is a lazy chunk of its route.
    await screen.findByLabelText('New password');
    fill('short', 'short');
    expect(screen.getByText('Password must contain at least 8 characters.')).toBeTruthy();
    fill('alllowercase1!', 'alllowercase1!');
    expect(
      screen.getByText(
        'Minimum 8 characters. Must contain at least 1 capital letter, 1 lowercase letter, 1 number, and 1 symbol.',
      ),
    ).toBeTruthy();
    fill('NewPass1!', 'NewPass2!');
    expect(screen.getByText('Passwords do not match.')).toBeTruthy();
    expect(bodies).toHaveLength(0);

    fill('NewPass1!', 'NewPass1!');
    expect((await screen.findByTestId('toast')).textContent).toContain('Password has been changed');
    expect(bodies).toEqual([{ code: 'reset-code-1', password: 'NewPass1!' }]);
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
    await waitFor(() => expect(currentPath()).toBe('/drops'));
  });

  it("shows the server's answer for a used code and stays", async () => {
    mockApi({
      'GET /api/config': makeConfig(),
      'POST /api/reset-password': new Reply(400, {
        detail: 'Code expired. Please request a new one.',
        code: 'code_expired',
      }),
    });
    renderAt('/reset-password?code=old');
    await screen.findByLabelText('New password');
    fill('NewPass1!', 'NewPass1!');
    expect((await screen.findByTestId('form-error')).textContent).toBe(
      'Code expired. Please request a new one.',
    );
    expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull();
  });

  it('asks for the code when the link has none', async () => {
    mockApi({ 'GET /api/config': makeConfig() });
    renderAt('/reset-password');
    expect(await screen.findByText('Required code')).toBeTruthy();
    expect(screen.queryByLabelText('New password')).toBeNull();
  });
});
