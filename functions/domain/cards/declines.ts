import { CARD_PAUSE_AFTER_DECLINES, CARD_PAUSE_MS } from '../../../shared/domain/constants';
import { cardPausedMessage } from '../../../shared/rules/card-pause';
import { addCardDecline, getCardDeclines, pauseCard } from '../../data/card';
import type { Deps } from '../../lib/deps';
import { BadRequestError } from '../../lib/errors';
import { businessMetrics } from '../../lib/metrics/business-metrics';

/** Milliseconds left of a pause ending at `pausedUntil` (0 when there is none or it is over). */
export const pauseRemainingMs = (pausedUntil: string | null, now: Date): number =>
  pausedUntil ? Math.max(0, Date.parse(pausedUntil) - now.getTime()) : 0;

/** 400 with 'Your card has been declined at least 5 times ... paused for {duration}.' while the card is paused. */
export async function assertCardNotPaused(deps: Deps, userUuid: string, fingerprint: string): Promise<void> {
  const declines = await getCardDeclines(deps.db, userUuid, fingerprint);
  const remainingMs = pauseRemainingMs(declines?.pausedUntil ?? null, deps.clock.now());
  if (remainingMs > 0) throw new BadRequestError(cardPausedMessage(remainingMs), 'card_paused');
}

/** Counts a decline of the card; the 5th pauses it for 24 hours. Answers the remaining pause, 0 when none. */
export async function recordCardDecline(deps: Deps, userUuid: string, fingerprint: string): Promise<number> {
  return declineCounted(deps, userUuid, fingerprint, await addCardDecline(deps.db, userUuid, fingerprint));
}

/**
 * After the write that counted a decline of the card (its `declines` so far): the metric, and the 5th pauses the
 * card for 24 hours. Answers the remaining pause, 0 when none.
 */
export async function declineCounted(
  deps: Deps,
  userUuid: string,
  fingerprint: string,
  declines: number,
): Promise<number> {
  deps.metrics.count(businessMetrics.paymentDeclined);
  if (declines < CARD_PAUSE_AFTER_DECLINES) return 0;
  await pauseCard(deps.db, userUuid, fingerprint, new Date(deps.clock.now().getTime() + CARD_PAUSE_MS));
  return CARD_PAUSE_MS;
}
