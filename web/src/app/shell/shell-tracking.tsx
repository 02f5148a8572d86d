import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { fraudDetection, fraudSessionId } from '../../lib/fraud-detection';
import { useMe } from '../../lib/get-me';
import { marketingEvents } from '../../lib/marketing-events';
import { readMarketingParams } from '../../lib/marketing-params';
import { sessionStatusAtom } from '../../lib/session/session-store';

/**
 * The shell's third-party calls: the fraud-detection page view on each location change (spec part 1 §2) and the
 * marketing-event call for users (identified once their account loads) and for logging in during the visit.
 */
export function ShellTracking() {
  const [location] = useLocation();
  const previousPath = useRef(document.referrer);
  useEffect(() => {
    fraudDetection.pageView({
      sessionId: fraudSessionId(),
      path: location,
      referrer: previousPath.current,
      at: new Date().toISOString(),
    });
    previousPath.current = location;
  }, [location]);

  const sessionStatus = useAtomValue(sessionStatusAtom);
  const previousStatus = useRef(sessionStatus);
  useEffect(() => {
    // A session restored on load is not a login; going from logged out to logged in is.
    if (sessionStatus === 'in' && previousStatus.current === 'out') marketingEvents.track('login');
    previousStatus.current = sessionStatus;
  }, [sessionStatus]);

  const userId = useMe().data?.uuid;
  useEffect(() => {
    if (userId) marketingEvents.identify(userId, readMarketingParams());
  }, [userId]);
  return null;
}
