/**
 * Live updates (docs/architecture.md): the browser's socket at LIVE_PATH (the local cloud's server; in AWS the
 * WebSocket API behind the same CloudFront origin) receives nudges, never data: the page reloads what it shows.
 */
export const LIVE_PATH = '/api/live';

/** The private `user` channel's nudge when the fraud-decision workflow ended one of the user's checks. */
export const FRAUD_DECISION_NUDGE = 'fraud-decision';

/** A frame the browser sends; `token` (the access token) only for the private `user` channel. */
export interface LiveRequest {
  action: 'subscribe' | 'unsubscribe';
  channel: string;
  token?: string;
}

/** What the server sends: a nudge, or its answer to a frame. */
export type LiveFrame =
  | { channel: string; kind: string }
  | { type: 'subscribed' | 'unsubscribed'; channel: string }
  | { type: 'error'; status: number; detail: string; code: string };
