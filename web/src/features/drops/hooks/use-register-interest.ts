import { useCallback, useEffect, useState } from 'react';
import { useAuthModal, useIsLoggedIn } from '../../../lib/auth';
import { usePromotionSubscriptions } from '../api/list-promotion-subscriptions';
import { subscribePromotion } from '../api/subscribe-promotion';

/** The promotion a visitor asked to register for, kept through the sign-up (or login) until they are in. */
export const PENDING_INTEREST_KEY = 'pending_promotion_interest';

const readPending = () => sessionStorage.getItem(PENDING_INTEREST_KEY);

/**
 * 'Sign Up & Register interest' and 'Register interest' for a promotion: a visitor signs up first and is
 * registered as soon as the session starts; a signed-in user is registered at once. `registered` is from the
 * caller's registrations (GET /promotions/), or true once this page registered them.
 */
export function useRegisterInterest(promotionUuid: string | null) {
  const loggedIn = useIsLoggedIn();
  const { openSignUp } = useAuthModal();
  const subscriptions = usePromotionSubscriptions(promotionUuid !== null);
  const [justRegistered, setJustRegistered] = useState(false);
  const [busy, setBusy] = useState(false);
  const reloadSubscriptions = subscriptions.mutate;

  const register = useCallback(async () => {
    if (promotionUuid === null) return;
    setBusy(true);
    try {
      await subscribePromotion(promotionUuid);
      setJustRegistered(true);
      // The other cards and pages of this promotion show it too.
      void reloadSubscriptions();
    } catch {
      // Toasted by the API client; the button stays for another try.
    } finally {
      setBusy(false);
    }
  }, [promotionUuid, reloadSubscriptions]);

  const signUpAndRegister = useCallback(() => {
    if (promotionUuid !== null) sessionStorage.setItem(PENDING_INTEREST_KEY, promotionUuid);
    openSignUp({ source: 'promotion' });
  }, [promotionUuid, openSignUp]);

  useEffect(() => {
    if (!loggedIn || promotionUuid === null || readPending() !== promotionUuid) return;
    // Taken before the call, so a second card of the same promotion does not register twice.
    sessionStorage.removeItem(PENDING_INTEREST_KEY);
    void register();
  }, [loggedIn, promotionUuid, register]);

  return {
    /** Signed in, while their registrations load: whether they registered is not known yet. */
    checking: subscriptions.isLoading,
    registered:
      loggedIn &&
      promotionUuid !== null &&
      (justRegistered || (subscriptions.data?.promotion_uuids.includes(promotionUuid) ?? false)),
    busy,
    register,
    signUpAndRegister,
  };
}
