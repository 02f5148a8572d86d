import { useCallback } from 'react';
import { useAccountModal } from './auth';
import { useMe } from './get-me';

/**
 * For the actions that need a verified e-mail (buy, bid, raffle; spec part 2 §6): answers true when the user may
 * go on, otherwise opens the verify-email modal and answers false.
 */
export function useRequireVerifiedEmail() {
  const { data: me } = useMe();
  const openAccountModal = useAccountModal();
  return useCallback((): boolean => {
    if (!me) return false;
    if (me.email_verified) return true;
    openAccountModal('verifyEmail');
    return false;
  }, [me, openAccountModal]);
}
