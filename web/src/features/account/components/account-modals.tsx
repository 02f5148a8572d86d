import { useAtom } from 'jotai';
import { lazy, Suspense } from 'react';
import { accountModalAtom } from '../../../lib/auth';

// Loaded when asked for, not with the first page.
const IdentityVerificationModal = lazy(() =>
  import('./identity-verification-modal').then((m) => ({ default: m.IdentityVerificationModal })),
);
const VerifyEmailModal = lazy(() =>
  import('./verify-email-modal').then((m) => ({ default: m.VerifyEmailModal })),
);

/** Renders the account modal other features ask for through `accountModalAtom`. */
export function AccountModals() {
  const [modal, setModal] = useAtom(accountModalAtom);
  const close = () => setModal(null);
  if (modal === 'verifyEmail')
    return (
      <Suspense fallback={null}>
        <VerifyEmailModal onClose={close} />
      </Suspense>
    );
  if (modal === 'identityVerification')
    return (
      <Suspense fallback={null}>
        <IdentityVerificationModal onClose={close} />
      </Suspense>
    );
  return null;
}
