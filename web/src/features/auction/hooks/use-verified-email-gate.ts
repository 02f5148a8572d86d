import { useCallback } from 'react';
import useSWR from 'swr';
import type { User } from '../../../../../shared/api/schemas/user';
import { type ApiError, apiGet } from '../../../lib/api-client';
import { useAccountModal, useIsLoggedIn } from '../../../lib/auth';

/** The same cache entry as the account feature's GET /api/me. */
const meKey = ['getMe'] as const;

/**
 * For an action that needs a verified e-mail (spec part 2 §6): answers true when the user may go on, otherwise
 * opens the verify-email modal and answers false (false too while the user is still loading).
 */
export function useVerifiedEmailGate() {
  const loggedIn = useIsLoggedIn();
  const { data: me } = useSWR<User, ApiError>(loggedIn ? meKey : null, () => apiGet('getMe'));
  const openAccountModal = useAccountModal();
  return useCallback((): boolean => {
    if (!me) return false;
    if (me.email_verified) return true;
    openAccountModal('verifyEmail');
    return false;
  }, [me, openAccountModal]);
}
