import type { Card } from '../../../shared/api/schemas/payments';
import { activateCard, deleteCard, listCards } from '../../data/card';
import { transactWrite } from '../../data/db';
import type { Deps } from '../../lib/deps';
import { NotFoundError } from '../../lib/errors';
import { recordCardDecline } from './declines';
import { toCardView } from './payment-methods';

export type ThreeDsResult = { outcome: 'success'; card: Card } | { outcome: 'error' | 'cancel' };

/**
 * POST /payments/validate-3ds: reads how the challenge of the caller's pending card ended. Approved activates
 * the card (default when the user has none); declined counts a decline and drops it; cancelled drops it.
 */
export async function validateChallenge(
  deps: Deps,
  userUuid: string,
  challenge: { sessionId: string; sourceId?: string },
): Promise<ThreeDsResult> {
  const cards = await listCards(deps.db, userUuid);
  // The processor may name the session apart from the payment it started with (Checkout: sid_ vs pay_), so the
  // card id the web kept from add-payment-method finds the card too.
  const pending = cards.find(
    (card) =>
      card.status === 'pending' &&
      (card.sessionId === challenge.sessionId || card.sourceId === challenge.sourceId),
  );
  if (!pending) throw new NotFoundError();
  const outcome = await deps.cards.validateSession(challenge.sessionId, pending.sourceId);
  if (outcome !== 'approved') {
    if (outcome === 'declined') await recordCardDecline(deps, userUuid, pending.fingerprint);
    await transactWrite(deps.db, [deleteCard(deps.db, pending)]);
    return { outcome: outcome === 'declined' ? 'error' : 'cancel' };
  }
  const isDefault = !cards.some((card) => card.status === 'active' && card.isDefault);
  await transactWrite(deps.db, [activateCard(deps.db, pending, isDefault)]);
  return { outcome: 'success', card: toCardView({ ...pending, status: 'active', isDefault }, false) };
}
