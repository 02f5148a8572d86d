import { fillMessage, messages } from '../domain/messages';

/** The paused-card message of spec part 2 §8. Shared so the server's answer and the card list agree. */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** What is left of a pause, rounded up: '24 hours', '1 hour', '5 minutes'. */
export function pauseDurationText(remainingMs: number): string {
  if (remainingMs >= HOUR_MS) return plural(Math.ceil(remainingMs / HOUR_MS), 'hour');
  return plural(Math.max(1, Math.ceil(remainingMs / MINUTE_MS)), 'minute');
}

/** 'Your card has been declined at least 5 times. ... paused for 24 hours.' */
export const cardPausedMessage = (remainingMs: number): string =>
  fillMessage(messages.cardPaused, { duration: pauseDurationText(remainingMs) });
