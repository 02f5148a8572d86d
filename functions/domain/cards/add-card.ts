import type { AddPaymentMethodBody, Card } from '../../../shared/api/schemas/payments';
import { CARD_PROVIDER_SUCCESS_WINDOW_MS, MAX_CARDS_PER_USER } from '../../../shared/domain/constants';
import { messages } from '../../../shared/domain/messages';
import { cardPausedMessage } from '../../../shared/rules/card-pause';
import { type CardRecord, claimCardSlot, listTakenCardSlots, putNewCard } from '../../data/card';
import { tryTransactWrite } from '../../data/db';
import type { Deps } from '../../lib/deps';
import { BadRequestError, ConflictError } from '../../lib/errors';
import { businessMetrics } from '../../lib/metrics/business-metrics';
import { THREE_D_SECURE_WORKFLOW, type ThreeDSecureInput } from '../workflow-starts';
import { assertCardNotPaused, recordCardDecline } from './declines';
import { activeCards, toCardView } from './payment-methods';
import { challengeReturnUrls } from './three-ds';

export type AddCardOutcome =
  | { status: 'added'; card: Card }
  | { status: 'challenge'; redirect_url: string; cc_processor_payment_id: string };

const maxCardsReached = () => new BadRequestError(messages.maxCardsReached, 'max_cards_reached');

/**
 * Saves the card with a claim on the lowest free card slot, in one transaction; when a simultaneous add took
 * that slot first, tries the next. No free slot: the maximum card count is reached.
 */
async function saveInFreeSlot(
  deps: Deps,
  card: Omit<CardRecord, 'slot'>,
  expiresAt?: Date,
): Promise<CardRecord> {
  for (;;) {
    const taken = new Set(await listTakenCardSlots(deps.db, card.userUuid));
    const slot = Array.from({ length: MAX_CARDS_PER_USER }, (_, i) => i).find((i) => !taken.has(i));
    if (slot === undefined) throw maxCardsReached();
    const slotted = { ...card, slot };
    const saved = await tryTransactWrite(deps.db, [
      putNewCard(deps.db, slotted, expiresAt),
      claimCardSlot(deps.db, slotted, expiresAt),
    ]);
    if (saved) return slotted;
  }
}

/**
 * Adds the card behind a hosted-fields token: refused at the maximum card count, for a token the processor does
 * not know ('Please use another card'), for a card saved already (same fingerprint), for a paused card, and on a decline (the 5th pauses the card). A card
 * that needs 3-D Secure is kept pending until the challenge is validated; the first card becomes the default.
 */
export async function addCard(
  deps: Deps,
  userUuid: string,
  body: AddPaymentMethodBody,
  siteUrl: string = deps.env.SITE_URL,
): Promise<AddCardOutcome> {
  const cards = await activeCards(deps, userUuid);
  if (cards.length >= MAX_CARDS_PER_USER) throw maxCardsReached();
  const details = await deps.cards.verifyToken(body.token);
  if (!details || (body.last4 !== undefined && body.last4 !== details.last4)) {
    throw new BadRequestError(messages.useAnotherCard, 'card_tokenization_failed');
  }
  if (cards.some((card) => card.fingerprint === details.fingerprint)) {
    throw new ConflictError(messages.cardAlreadyAdded, 'card_already_added');
  }
  await assertCardNotPaused(deps, userUuid, details.fingerprint);

  const added = await deps.cards.addCard(details.sourceId, challengeReturnUrls(siteUrl));
  if (added.status === 'declined') {
    const pausedMs = await recordCardDecline(deps, userUuid, details.fingerprint);
    if (pausedMs > 0) throw new BadRequestError(cardPausedMessage(pausedMs), 'card_paused');
    throw new BadRequestError(messages.useAnotherCard, 'card_declined');
  }
  const card: Omit<CardRecord, 'slot'> = {
    id: deps.newId(),
    userUuid,
    sourceId: details.sourceId,
    scheme: details.scheme,
    last4: details.last4,
    expiryMonth: details.expiryMonth,
    expiryYear: details.expiryYear,
    fingerprint: details.fingerprint,
    name: body.name,
    country: body.country,
    zipCode: body.zipCode,
    status: added.status === 'added' ? 'active' : 'pending',
    isDefault: added.status === 'added' && !cards.some((existing) => existing.isDefault),
    sessionId: added.status === 'challenge' ? added.sessionId : null,
    addedAt: deps.clock.now().toISOString(),
  };
  if (added.status === 'added') {
    const saved = await saveInFreeSlot(deps, card);
    return { status: 'added', card: toCardView(saved, false) };
  }
  // The 3-d-secure workflow finishes the card when the challenge ends, even if the cardholder never comes back
  // to validate-3ds, and drops it when the provider's window closes; the TTL is the backstop.
  const expiresAt = new Date(deps.clock.now().getTime() + CARD_PROVIDER_SUCCESS_WINDOW_MS);
  await saveInFreeSlot(deps, card, expiresAt);
  deps.metrics.count(businessMetrics.threeDSecureChallenge, { subject: 'card' });
  const waiting: ThreeDSecureInput = {
    subject: { kind: 'card', userUuid, cardId: card.id },
    challenge: { sessionId: added.sessionId, sourceId: card.sourceId },
    expiresAt: expiresAt.toISOString(),
  };
  await deps.workflows.start(THREE_D_SECURE_WORKFLOW, waiting, `card-${card.id}`);
  return { status: 'challenge', redirect_url: added.redirectUrl, cc_processor_payment_id: card.sourceId };
}
