import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeConfig, makeMe } from '../../../testing/fixtures';
import { mockApi, Reply } from '../../../testing/mock-api';
import { renderAt } from '../../../testing/render';
import { setLoggedInCookie } from '../../../testing/session';
import { identityReducer, initialIdentityState } from '../utils/identity-verification';

const sandboxConfig = { template_id: 'tmpl_sandbox', environment: 'sandbox', reference_id: 'user-1' };

/** /me answers each status in turn (the last one repeats). */
function meSequence(...statuses: string[]) {
  let call = 0;
  return () => makeMe({ verification_status: statuses[Math.min(call++, statuses.length - 1)] });
}

async function openIdentityModal() {
  fireEvent.click(await screen.findByRole('button', { name: 'Verify identity' }));
  return screen.findByRole('dialog', { name: 'Verify your identity' });
}

describe('identity verification state machine', () => {
  it('goes init -> fail -> init -> secondFail; an error goes to error; a running check stays', () => {
    const failed = { type: 'checked', status: 'failed' } as const;
    const first = identityReducer(initialIdentityState, failed);
    expect(first.step).toBe('fail');
    expect(identityReducer(first, { type: 'checked', status: 'pending' })).toBe(first);
    const retried = identityReducer(first, { type: 'retry' });
    expect(retried.step).toBe('init');
    expect(identityReducer(retried, failed).step).toBe('secondFail');
    expect(identityReducer(initialIdentityState, { type: 'crashed' }).step).toBe('error');
    expect(identityReducer(initialIdentityState, { type: 'retry' })).toBe(initialIdentityState);
  });
});

describe('identity verification modal', () => {
  it('opens the sandbox flow, then a failure offers a retry and a second failure support', async () => {
    setLoggedInCookie();
    mockApi({
      'GET /api/config': makeConfig(),
      'POST /api/token/refresh': { id_token: 't1' },
      'GET /api/me': meSequence('not_initiated', 'failed'),
      'GET /api/withpersona/verification-config': sandboxConfig,
    });
    renderAt('/account/settings');
    await openIdentityModal();
    const start = await screen.findByRole('link', { name: 'Start verification' });
    expect(start.getAttribute('href')).toBe('/sandbox/identity/user-1');
    expect(start.getAttribute('target')).toBe('_blank');

    fireEvent.click(screen.getByRole('button', { name: 'I have finished' }));
    expect(await screen.findByTestId('identity-fail')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    fireEvent.click(await screen.findByRole('button', { name: 'I have finished' }));
    expect(await screen.findByTestId('identity-secondFail')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact support' })).toBeTruthy();
  });

  it('closes with a success toast when the check is completed, and hides the button', async () => {
    setLoggedInCookie();
    mockApi({
      'GET /api/config': makeConfig(),
      'POST /api/token/refresh': { id_token: 't1' },
      'GET /api/me': meSequence('not_initiated', 'completed'),
      'GET /api/withpersona/verification-config': sandboxConfig,
    });
    renderAt('/account/settings');
    await openIdentityModal();
    fireEvent.click(await screen.findByRole('button', { name: 'I have finished' }));
    expect((await screen.findByTestId('toast')).textContent).toContain('Your identity has been verified.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('identity-status').textContent).toBe('Verified');
    expect(screen.queryByRole('button', { name: 'Verify identity' })).toBeNull();
  });

  it('offers support when the config call fails', async () => {
    setLoggedInCookie();
    mockApi({
      'GET /api/config': makeConfig(),
      'POST /api/token/refresh': { id_token: 't1' },
      'GET /api/me': makeMe(),
      'GET /api/withpersona/verification-config': new Reply(500, { detail: 'boom', code: 'internal' }),
    });
    renderAt('/account/settings');
    await openIdentityModal();
    expect(await screen.findByTestId('identity-error')).toBeTruthy();
    expect(screen.getByText('Sorry, please try again later')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact support' })).toBeTruthy();
  });
});
