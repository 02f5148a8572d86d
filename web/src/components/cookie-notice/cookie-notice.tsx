import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { COOKIE_CONSENT_MAX_AGE_MS } from '../../../../shared/domain/constants';
import { readCookie, writeCookie } from '../../lib/cookies';
import { Button } from '../button/button';
import { openDialogCountAtom } from '../modal/modal-store';
import { bar, text } from './cookie-notice.css';

const CONSENT_COOKIE = 'cookie_consent';

/**
 * The cookie notice bar; accepting stores consent for 365 days (spec part 2 §9). It steps aside while a dialog is
 * open, so it never covers a dialog's buttons on a phone, and comes back when the dialog closes.
 */
export function CookieNotice() {
  const [accepted, setAccepted] = useState(() => readCookie(CONSENT_COOKIE) === 'accepted');
  const dialogOpen = useAtomValue(openDialogCountAtom) > 0;
  if (accepted || dialogOpen) return null;
  const accept = () => {
    writeCookie(CONSENT_COOKIE, 'accepted', COOKIE_CONSENT_MAX_AGE_MS);
    setAccepted(true);
  };
  return (
    <section className={bar} aria-label="Cookie notice" data-testid="cookie-notice">
      <p className={text}>
        We use cookies to keep you signed in, remember your choices and improve the site. By continuing you
        agree to our use of cookies.
      </p>
      <Button variant="secondary" size="sm" onClick={accept}>
        Accept
      </Button>
    </section>
  );
}
