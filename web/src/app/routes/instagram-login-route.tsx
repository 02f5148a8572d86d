import { useSearch } from 'wouter';
import { Button } from '../../components/button/button';
import { Page } from '../../components/page/page';
import { EmptyState } from '../../components/status/empty-state';
import { useAuthModal, useIsLoggedIn } from '../../lib/auth';

/** What Instagram's authorization redirect brings back: a code, or an error when the person said no. */
type HandOff = 'denied' | 'returned' | 'none';

const handOffOf = (query: URLSearchParams): HandOff => {
  if (query.has('error')) return 'denied';
  return query.has('code') ? 'returned' : 'none';
};

const TEXT: Record<HandOff, string> = {
  denied: 'Instagram sign-in was cancelled, so nothing was shared with us.',
  returned:
    'Instagram has sent you back to us. Accounts are not linked to Instagram yet: log in with your e-mail or phone to continue.',
  none: 'This is where Instagram hands you back after you approve signing in with it. Accounts are not linked to Instagram yet: log in with your e-mail or phone instead.',
};

/**
 * /external-login/instagram (behind instagramLoginEnabled): the landing of Instagram's OAuth hand-off. Instagram
 * login is not wired to accounts (spec §7 has no call for it), so the page says so and offers the usual login;
 * the code in the address is never sent anywhere.
 */
export function InstagramLoginRoute() {
  const handOff = handOffOf(new URLSearchParams(useSearch()));
  const loggedIn = useIsLoggedIn();
  const { openLogin } = useAuthModal();
  return (
    <Page title="Instagram Login" testId="instagram-login-page">
      <EmptyState title={TEXT[handOff]}>
        {loggedIn ? <p>You are already logged in.</p> : <Button onClick={() => openLogin()}>Log in</Button>}
      </EmptyState>
    </Page>
  );
}
