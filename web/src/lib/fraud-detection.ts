import { env } from '../config/env';
import { recordSandboxCall, sendJsonBeacon } from './sandbox-recorder';

/** The fraud provider's page-view beacon (spec part 1 §2: a page view is tracked on each location change). */
export interface FraudDetectionPort {
  pageView(view: FraudPageView): void;
}

export interface FraudPageView {
  /** The provider ties page views and later payment checks together by this per-tab session. */
  sessionId: string;
  path: string;
  referrer: string;
  at: string;
}

export const FRAUD_SANDBOX_PORT = 'fraud-page-views';

const SESSION_KEY = 'fraud_session_id';

/** One id per browser tab, kept across reloads of that tab. */
export function fraudSessionId(): string {
  const existing = sessionStorage.getItem(SESSION_KEY);
  if (existing) return existing;
  const id = crypto.randomUUID();
  sessionStorage.setItem(SESSION_KEY, id);
  return id;
}

/** The provider's beacon when VITE_FRAUD_BEACON_URL is set, else the sandbox that records in session storage. */
export const fraudDetection: FraudDetectionPort = {
  pageView: (view) => {
    if (env.fraudBeaconUrl) sendJsonBeacon(env.fraudBeaconUrl, view);
    else recordSandboxCall(FRAUD_SANDBOX_PORT, view);
  },
};
