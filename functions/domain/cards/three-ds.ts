import type { Card } from '../../../shared/api/schemas/payments';
import {
  activateCard,
  type CardRecord,
  countCardDecline,
  dropPendingCard,
  getCard,
  getCardDeclines,
  listCards,
} from '../../data/card';
import { tryTransactWrite } from '../../data/db';
import type { Deps } from '../../lib/deps';
import { NotFoundError } from '../../lib/errors';
import type { ChallengeOutcome, ChallengeReturnUrls } from '../../lib/ports/card-processor';
import { declineCounted } from './declines';
import { toCardView } from './payment-methods';

/** Where the processor sends the cardholder after a 3-D Secure challenge; the web then calls validate-3ds. */
export const challengeReturnUrls = (siteUrl: string): ChallengeReturnUrls => ({
  successUrl: new URL('/app/3ds-success', siteUrl).href,
  failureUrl: new URL('/app/3ds-failure', siteUrl).href,
});

export type ThreeDsResult = { outcome: 'success'; card: Card } | { outcome: 'error' | 'cancel' };

/**
 * POST /payments/validate-3ds: the cardholder is back from the challenge of a card of theirs. A challenge left
 * unfinished counts as cancelled. A card the 3-d-secure workflow activated first answers success again.
 */
export async function validateChallenge(
  deps: Deps,
  userUuid: string,
  challenge: { sessionId: string; sourceId?: string },
): Promise<ThreeDsResult> {
  // The processor may name the session apart from the payment it started with (Checkout: sid_ vs pay_), so the
  // card id the web kept from add-payment-method finds the card too.
  const card = (await listCards(deps.db, userUuid)).find(
    (candidate) =>
      candidate.sessionId === challenge.sessionId ||
      (candidate.status === 'pending' && candidate.sourceId === challenge.sourceId),
  );
  if (card?.status === 'active') return { outcome: 'success', card: toCardView(card, false) };
  if (!card) throw new NotFoundError();
  const status = await deps.cards.challengeStatus(challenge.sessionId, card.sourceId);
  const settled = await settleCardChallenge(deps, card, status === 'pending' ? 'cancelled' : status);
  if (!settled) throw new NotFoundError();
  return settled;
}

/**
 * Finishes a pending card whose challenge ended: approved activates it (the default when the user has none),
 * declined counts a decline (the 5th pauses the card) and drops it, cancelled drops it. validate-3ds and the
 * 3-d-secure workflow both call it, in any order or at once: each write is conditional on the card still being
 * pending, so a card is activated once and a decline counted once; the caller that comes second answers what
 * the first did. Undefined when the card was dropped meanwhile (its window closed).
 */
export async function settleCardChallenge(
  deps: Deps,
  card: CardRecord,
  outcome: ChallengeOutcome,
): Promise<ThreeDsResult | undefined> {
  if (outcome === 'approved') {
    const cards = await listCards(deps.db, card.userUuid);
    const isDefault = !cards.some((other) => other.status === 'active' && other.isDefault);
    const activated = await tryTransactWrite(deps.db, activateCard(deps.db, card, isDefault));
    const settled = activated
      ? { ...card, status: 'active' as const, isDefault }
      : await getCard(deps.db, card.userUuid, card.id);
    return settled?.status === 'active'
      ? { outcome: 'success', card: toCardView(settled, false) }
      : undefined;
  }
  const declined = outcome === 'declined';
  const dropped = await tryTransactWrite(deps.db, [
    ...dropPendingCard(deps.db, card),
    ...(declined ? [countCardDecline(deps.db, card.userUuid, card.fingerprint)] : []),
  ]);
  if (dropped && declined) {
    const declines = (await getCardDeclines(deps.db, card.userUuid, card.fingerprint))?.declines ?? 0;
    await declineCounted(deps, card.userUuid, card.fingerprint, declines);
  }
  return { outcome: declined ? 'error' : 'cancel' };
}

/** The card provider's success window closed on a challenge never finished: the pending card goes. */
export async function expireCardChallenge(deps: Deps, card: CardRecord): Promise<void> {
  await tryTransactWrite(deps.db, dropPendingCard(deps.db, card));
}
