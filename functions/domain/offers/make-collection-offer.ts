import { OFFER_LIFETIME_MS } from '../../../shared/domain/constants';
import { messages } from '../../../shared/domain/messages';
import { getCollection } from '../../data/collection';
import {
  activateCollectionOffer,
  type CollectionOfferRecord,
  dropPlacingCollectionOffer,
  getCollectionOffer,
  putPlacingCollectionOffer,
  unitHoldId,
} from '../../data/collection-offer';
import { transactWrite, tryTransactWrite } from '../../data/db';
import { getHold } from '../../data/payment-hold';
import { getUser } from '../../data/user';
import type { Deps } from '../../lib/deps';
import { AppError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import type { PaymentChoice } from '../payments/payment-method';
import { placeHold } from '../payments/place-hold';
import { releaseHold } from '../payments/release-hold';
import { assertSameRequest, choiceParts, fingerprintOf } from '../payments/request-fingerprint';
import { collectionHasTrait } from './collection-offer-rules';
import { OfferPaymentDeclinedError } from './errors';
import { offerIdOf } from './make-offer';

export interface MakeCollectionOfferInput {
  makerUuid: string;
  collectionId: string;
  trait: CollectionOfferRecord['trait'];
  amountCents: number;
  quantity: number;
  method: PaymentChoice;
  /** The Idempotency-Key header: a retry with it makes (and holds) the offer once. */
  idempotencyKey?: string;
}

/**
 * Makes a collection or trait offer: written 'placing' (in the recovery index), then each unit's amount is held on
 * the payment method by its own hold, then it opens. A refused or declined hold releases the units held so far and
 * drops the offer. Owners of matching items are not notified one by one (a collection may have thousands): the
 * collection page and each matching item's page show the offer.
 */
export async function makeCollectionOffer(
  deps: Deps,
  input: MakeCollectionOfferInput,
): Promise<CollectionOfferRecord> {
  if (!deps.flags.offersEnabled) throw new ForbiddenError(messages.offersDisabled, 'offers_disabled');
  const id = offerIdOf('coffer', input.makerUuid, input.idempotencyKey, deps.newId);
  const fingerprint = fingerprintOf([
    input.makerUuid,
    input.collectionId,
    input.trait ? `${input.trait.type}:${input.trait.value}` : '',
    input.amountCents,
    input.quantity,
    choiceParts(input.method),
  ]);
  const existing = await getCollectionOffer(deps.db, id);
  if (existing) return continueOffer(deps, existing, fingerprint);

  const offer = await newOffer(deps, id, fingerprint, input);
  if (!(await tryTransactWrite(deps.db, [putPlacingCollectionOffer(deps.db, offer)]))) {
    const twin = await getCollectionOffer(deps.db, id);
    if (!twin) throw new Error(`Collection offer ${id} was neither written nor found`);
    return continueOffer(deps, twin, fingerprint);
  }
  return openCollectionOffer(deps, offer);
}

function continueOffer(deps: Deps, offer: CollectionOfferRecord, fingerprint: string) {
  assertSameRequest(offer, fingerprint, offer.id);
  return offer.status === 'placing' ? openCollectionOffer(deps, offer) : Promise.resolve(offer);
}

async function newOffer(
  deps: Deps,
  id: string,
  fingerprint: string,
  input: MakeCollectionOfferInput,
): Promise<CollectionOfferRecord> {
  const [collection, maker] = await Promise.all([
    getCollection(deps.db, input.collectionId),
    getUser(deps.db, input.makerUuid),
  ]);
  if (!collection) throw new NotFoundError(messages.collectionNotFound);
  if (!maker) throw new NotFoundError();
  if (input.trait && !collectionHasTrait(collection, input.trait))
    throw new ValidationError([{ field: 'trait', message: messages.offerTraitUnknown }]);
  const now = deps.clock.now();
  return {
    id,
    makerUuid: maker.uuid,
    makerUsername: maker.username,
    collectionId: collection.id,
    collectionTitle: collection.title,
    trait: input.trait,
    amountCents: input.amountCents,
    quantity: input.quantity,
    unitsLeft: input.quantity,
    payment: input.method,
    status: 'placing',
    fingerprint,
    expiresAt: new Date(now.getTime() + OFFER_LIFETIME_MS).toISOString(),
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
}

/**
 * Holds every unit and opens a placing offer (the request, or the recovery sweep for one a crash left placing).
 * Each hold is idempotent by its id, so a resumed placing holds each unit once. A refusal releases what was held,
 * drops the offer and is thrown (an AppError: the sweep takes it as the offer's end).
 */
export async function openCollectionOffer(
  deps: Deps,
  offer: CollectionOfferRecord,
): Promise<CollectionOfferRecord> {
  for (let unit = 1; unit <= offer.quantity; unit++) {
    let refusal: AppError | undefined;
    try {
      const held = await placeHold(deps, {
        holdId: unitHoldId(offer.id, unit),
        userUuid: offer.makerUuid,
        method: offer.payment,
        amountCents: offer.amountCents,
      });
      if (held.status === 'declined') refusal = new OfferPaymentDeclinedError();
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      refusal = error;
    }
    if (refusal) {
      await releaseUnitHolds(deps, offer.id, 1, unit - 1);
      await tryTransactWrite(deps.db, [dropPlacingCollectionOffer(deps.db, offer.id)]);
      throw refusal;
    }
  }
  const at = deps.clock.now().toISOString();
  await transactWrite(deps.db, [activateCollectionOffer(deps.db, offer, at)]);
  return { ...offer, status: 'active', updatedAt: at };
}

/** Gives back the holds of units `from` to `to` (idempotent; a unit never held has nothing to give back). */
export async function releaseUnitHolds(deps: Deps, offerId: string, from: number, to: number): Promise<void> {
  for (let unit = from; unit <= to; unit++) {
    const holdId = unitHoldId(offerId, unit);
    if (await getHold(deps.db, holdId)) await releaseHold(deps, { holdId });
  }
}
