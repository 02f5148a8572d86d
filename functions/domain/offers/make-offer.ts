import { createHash } from 'node:crypto';
import { OFFER_LIFETIME_MS } from '../../../shared/domain/constants';
import { NotificationType } from '../../../shared/domain/enums';
import { messages } from '../../../shared/domain/messages';
import { dealsWithSelf } from '../../../shared/rules/self-dealing';
import { transactWrite, tryTransactWrite } from '../../data/db';
import { getNft } from '../../data/nft';
import { getNftItem } from '../../data/nft-item';
import {
  activateOffer,
  assertItemTakesOffer,
  dropPlacingOffer,
  getOffer,
  type OfferRecord,
  putPlacingOffer,
} from '../../data/offer';
import { getUser } from '../../data/user';
import type { Deps } from '../../lib/deps';
import { AppError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { businessMetrics } from '../../lib/metrics/business-metrics';
import { hiddenFrom } from '../collection/item-rules';
import { isCancelled } from '../payments/order-record';
import type { PaymentChoice } from '../payments/payment-method';
import { placeHold } from '../payments/place-hold';
import { releaseHold } from '../payments/release-hold';
import { assertSameRequest, choiceParts, fingerprintOf } from '../payments/request-fingerprint';
import {
  OfferExistsError,
  OfferPaymentDeclinedError,
  OfferUnavailableError,
  OwnItemOfferError,
} from './errors';
import { offerActivity, offerNotice } from './offer-events';
import { takesOffers } from './offer-rules';

export interface MakeOfferInput {
  makerUuid: string;
  itemId: string;
  amountCents: number;
  method: PaymentChoice;
  /** The Idempotency-Key header: a retry with it makes (and holds) the offer once. */
  idempotencyKey?: string;
}

/** One offer per maker and key, else a new one per call (`kind`: 'offer', or 'coffer' for a collection offer). */
export const offerIdOf = (
  kind: string,
  makerUuid: string,
  idempotencyKey: string | undefined,
  newId: () => string,
) =>
  `${kind}-${idempotencyKey ? createHash('sha256').update(`${kind}\n${makerUuid}\n${idempotencyKey}`).digest('hex').slice(0, 40) : newId()}`;

/**
 * Makes an offer (part 1 §5, part 2 §6): written 'placing' with the maker's one-offer-per-item guard (in the
 * recovery index), then the amount is held on the payment method (placeHold), then it opens in one transaction with
 * the market event and the owner's 'Offer received', only if the item still belongs to that owner. A refused or
 * declined hold drops it; an item that moved meanwhile releases the hold. A retry with the same Idempotency-Key
 * answers the same offer.
 */
export async function makeOffer(deps: Deps, input: MakeOfferInput): Promise<OfferRecord> {
  // The offersEnabled flag switches new offers off; open ones still end as usual.
  if (!deps.flags.offersEnabled) throw new ForbiddenError(messages.offersDisabled, 'offers_disabled');
  const id = offerIdOf('offer', input.makerUuid, input.idempotencyKey, deps.newId);
  const fingerprint = fingerprintOf([
    input.makerUuid,
    input.itemId,
    input.amountCents,
    choiceParts(input.method),
  ]);
  const existing = await getOffer(deps.db, id);
  if (existing) return continueOffer(deps, existing, fingerprint);

  const offer = await newOffer(deps, id, fingerprint, input);
  if (!(await tryTransactWrite(deps.db, putPlacingOffer(deps.db, offer)))) {
    const twin = await getOffer(deps.db, id);
    if (twin) return continueOffer(deps, twin, fingerprint);
    throw new OfferExistsError();
  }
  return openOffer(deps, offer);
}

function continueOffer(deps: Deps, offer: OfferRecord, fingerprint: string): Promise<OfferRecord> {
  assertSameRequest(offer, fingerprint, offer.id);
  return offer.status === 'placing' ? openOffer(deps, offer) : Promise.resolve(offer);
}

async function newOffer(
  deps: Deps,
  id: string,
  fingerprint: string,
  input: MakeOfferInput,
): Promise<OfferRecord> {
  const [item, maker] = await Promise.all([
    getNftItem(deps.db, input.itemId),
    getUser(deps.db, input.makerUuid),
  ]);
  if (!item?.owner || hiddenFrom(item, input.makerUuid)) throw new NotFoundError();
  if (dealsWithSelf(input.makerUuid, item.owner)) throw new OwnItemOfferError();
  const nft = await getNft(deps.db, item.nftId);
  if (!nft || !takesOffers(item, nft.resellAllowed) || item.lockedForOrder) throw new OfferUnavailableError();
  if (!maker) throw new NotFoundError();
  const now = deps.clock.now();
  return {
    id,
    makerUuid: maker.uuid,
    makerUsername: maker.username,
    itemId: item.id,
    nftId: item.nftId,
    sequence: item.sequence,
    title: item.title,
    ownerUuid: item.owner,
    amountCents: input.amountCents,
    payment: input.method,
    holdId: `hold-${id}`,
    card: null,
    status: 'placing',
    viewed: false,
    fingerprint,
    expiresAt: new Date(now.getTime() + OFFER_LIFETIME_MS).toISOString(),
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    acceptance: null,
  };
}

/**
 * Holds the amount and opens a placing offer (the request, or the recovery sweep for one a crash left placing). A
 * refusal drops the offer and is thrown (an AppError: the sweep takes it as the offer's end).
 */
export async function openOffer(deps: Deps, offer: OfferRecord): Promise<OfferRecord> {
  let held: Awaited<ReturnType<typeof placeHold>>;
  try {
    held = await placeHold(deps, {
      holdId: offer.holdId,
      userUuid: offer.makerUuid,
      method: offer.payment,
      amountCents: offer.amountCents,
    });
  } catch (error) {
    if (error instanceof AppError) await tryTransactWrite(deps.db, dropPlacingOffer(deps.db, offer));
    throw error;
  }
  if (held.status === 'declined') {
    await tryTransactWrite(deps.db, dropPlacingOffer(deps.db, offer));
    throw new OfferPaymentDeclinedError();
  }
  const { payment } = held.hold;
  const card = payment.type === 'card' ? { last4: payment.last4, brand: payment.scheme } : null;
  const at = deps.clock.now().toISOString();
  try {
    await transactWrite(deps.db, [
      activateOffer(deps.db, offer, card, at),
      assertItemTakesOffer(deps.db, offer),
      offerActivity(deps, offer, null),
      offerNotice(deps, offer, offer.ownerUuid, NotificationType.offerReceived),
    ]);
    deps.metrics.count(businessMetrics.offerMade);
    return { ...offer, status: 'active', card, updatedAt: at };
  } catch (error) {
    if (!isCancelled(error)) throw error;
  }
  const twin = await getOffer(deps.db, offer.id);
  if (twin && twin.status !== 'placing') return twin;
  // The item moved (or left the platform) while the hold was placed: give the money back, drop the offer.
  await releaseHold(deps, { holdId: offer.holdId });
  await tryTransactWrite(deps.db, dropPlacingOffer(deps.db, offer));
  throw new OfferUnavailableError();
}
