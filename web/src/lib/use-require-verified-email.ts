import { useCallback } from 'react';
import { useAccountModal } from './auth';
import { useMe } from './get-me';

/**
 * For the actions that need a verified e-mail (buy, bid, raffle; spec part 2 §6): answers true when the user may
 * go on, otherwise opens the verify-email modal and answers false. A click before the account has loaded waits
 * for it instead of doing nothing.
 */
export function useRequireVerifiedEmail() {
  const { data: me, mutate } = useMe();
  const openAccountModal = useAccountModal();
  return useCallback(async (): Promise<boolean> => {
    const current = me ?? (await mutate());
    if (!current) return false;
    if (current.email_verified) return true;
    openAccountModal('verifyEmail');
    return false;
  }, [me, mutate, openAccountModal]);
}
