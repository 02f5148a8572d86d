import { useAtom } from 'jotai';
import { accountModalAtom } from '../../../lib/auth';
import { IdentityVerificationModal } from './identity-verification-modal';
import { VerifyEmailModal } from './verify-email-modal';

/** Renders the account modal other features ask for through `accountModalAtom`. */
export function AccountModals() {
  const [modal, setModal] = useAtom(accountModalAtom);
  const close = () => setModal(null);
  if (modal === 'verifyEmail') return <VerifyEmailModal onClose={close} />;
  if (modal === 'identityVerification') return <IdentityVerificationModal onClose={close} />;
  return null;
}
