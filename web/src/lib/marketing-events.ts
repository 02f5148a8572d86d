import { env } from '../config/env';
import { recordSandboxCall, sendJsonBeacon } from './sandbox-recorder';

/** The marketing-event tracking call, made for events and for users (spec part 2 §7; its payload is ours). */
export interface MarketingEventsPort {
  identify(userId: string, traits: Record<string, string>): void;
  track(event: MarketingEventName, properties?: Record<string, string>): void;
}

export type MarketingEventName = 'login';

export type MarketingCall =
  | { type: 'identify'; userId: string; traits: Record<string, string>; at: string }
  | { type: 'track'; event: MarketingEventName; properties: Record<string, string>; at: string };

export const MARKETING_SANDBOX_PORT = 'marketing-events';

const marketingEventsThrough = (send: (call: MarketingCall) => void): MarketingEventsPort => ({
  identify: (userId, traits) => send({ type: 'identify', userId, traits, at: new Date().toISOString() }),
  track: (event, properties = {}) => send({ type: 'track', event, properties, at: new Date().toISOString() }),
});

/** The provider's endpoint when VITE_MARKETING_EVENTS_URL is set, else the sandbox that records in session storage. */
export const marketingEvents: MarketingEventsPort = marketingEventsThrough((call) => {
  if (env.marketingEventsUrl) sendJsonBeacon(env.marketingEventsUrl, call);
  else recordSandboxCall(MARKETING_SANDBOX_PORT, call);
});
