import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SessionManager } from '../../../lib/session/session-manager';
import { useRequireVerifiedEmail } from '../../../lib/use-require-verified-email';
import { makeConfig, makeMe } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mock-api';
import { renderAt } from '../../../testing/render';
import { setLoggedInCookie } from '../../../testing/session';
import { AccountModals } from './account-modals';

function GuardedAction({ onAllowed }: { onAllowed: () => void }) {
  const requireVerifiedEmail = useRequireVerifiedEmail();
  return (
    <button type="button" onClick={async () => (await requireVerifiedEmail()) && onAllowed()}>
      Buy
    </button>
  );
}

const loggedInApi = (emailVerified: boolean) => {
  setLoggedInCookie();
  return mockApi({
    'GET /api/config': makeConfig(),
    'POST /api/token/refresh': { id_token: 't1' },
    'GET /api/me': makeMe({ email_verified: emailVerified }),
    'POST /api/confirm-email-request': { message: 'sent' },
  });
};

describe('verify e-mail modal', () => {
  it("opens from the settings' 'Email unverified' note and resends the link", async () => {
    const fetchMock = loggedInApi(false);
    renderAt('/account/settings');
    fireEvent.click(await screen.findByRole('button', { name: 'Resend verification email' }));
    await screen.findByRole('dialog', { name: 'Verify your email' });
    expect(screen.getByText('We sent a verification link to fan@example.com.')).toBeTruthy();
    fireEvent.click(
      screen.getAllByRole('button', { name: 'Resend verification email' }).at(-1) as HTMLElement,
    );
    expect((await screen.findByTestId('toast')).textContent).toContain(
      'Email sent, please check your inbox!',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/confirm-email-request')),
    ).toHaveLength(1);
  });

  it('useRequireVerifiedEmail stops an unverified user with the modal and lets a verified one go on', async () => {
    let allowed = 0;
    const ui = (
      <>
        <SessionManager />
        <GuardedAction onAllowed={() => allowed++} />
        <AccountModals />
      </>
    );
    loggedInApi(false);
    const unverified = renderAt('/', ui);
    await clickBuyOnceLoaded();
    expect(await screen.findByRole('dialog', { name: 'Verify your email' })).toBeTruthy();
    expect(allowed).toBe(0);
    unverified.unmount();

    loggedInApi(true);
    renderAt('/', ui);
    await clickBuyOnceLoaded(() => allowed === 1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

async function clickBuyOnceLoaded(done?: () => boolean) {
  await waitFor(() => {
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    expect(done ? done() : screen.queryByRole('dialog') !== null).toBe(true);
  });
}
