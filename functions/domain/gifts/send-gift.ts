import { createHash } from 'node:crypto';
import { GIFT_FEE_CENTS } from '../../../shared/domain/constants';
import { TransactionKind } from '../../../shared/domain/enums';
import { sameEmail } from '../../../shared/rules/gift-email';
import { tryTransactWrite } from '../../data/db';
import { type GiftRecord, getGift, giftOrderId, putNewGift } from '../../data/gift';
import { getNft } from '../../data/nft';
import { getNftItem, lockItemForSale } from '../../data/nft-item';
import { getUser } from '../../data/user';
import type { Deps } from '../../lib/deps';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import { assertOffCooldown, ownerPermissions } from '../collection/item-rules';
import { IdempotencyKeyReusedError } from '../ledger/errors';
import type { ChargeChallenge } from '../payments/order-record';
import type { PaymentChoice } from '../payments/payment-method';
import { choiceParts, fingerprintOf } from '../payments/request-fingerprint';
import { chargeReserved } from '../purchases/charge-reserved';
import { GiftNotAvailableError, GiftToOwnEmailError } from './errors';
import { completePaidGift, endWithoutDelivery } from './gift-ends';

export interface SendGiftInput {
  giverUuid: string;
  itemId: string;
  receiverEmail: string;
  method: PaymentChoice;
  /** The Idempotency-Key header: a retry with the same key is the same gift, charged once. */
  idempotencyKey?: string;
  /** Where a 3-D Secure challenge returns (SITE_URL when absent). */
  siteUrl?: string;
}

/** The gift's id: one per giver and Idempotency-Key, else a new one for every call. */
const giftIdOf = (giverUuid: string, idempotencyKey: string | undefined, newId: () => string) =>
  idempotencyKey
    ? createHash('sha256').update(`${giverUuid}\ngift\n${idempotencyKey}`).digest('hex').slice(0, 40)
    : newId();

/**
 * POST /nft/{itemId}/gift: holds the owner's item for the gift (locked for the gift's order: no listing, offer,
 * export, visibility change or other transfer meanwhile) with the gift record in one transaction, then charges the
 * $1 fee. Paid: the item moves to the address's verified account, or waits for that address to sign up. Refused
 * or declined: the item is the giver's again and 'Payment failed.'. A card that needs 3-D Secure answers the
 * challenge and keeps the item held: validate-3ds (or the 3-d-secure workflow) settles the fee's order, and the
 * giver's retry with the same Idempotency-Key, or else the recovery sweep, completes the gift from it. 404 for no
 * item, 403 for another user's, 409 when can_gift is false or on the card cool-down, 400 for the giver's own address.
 */
export async function sendGift(deps: Deps, input: SendGiftInput): Promise<GiftRecord | ChargeChallenge> {
  const id = giftIdOf(input.giverUuid, input.idempotencyKey, deps.newId);
  const receiverEmail = input.receiverEmail.trim().toLowerCase();
  const fingerprint = fingerprintOf([
    input.giverUuid,
    input.itemId,
    receiverEmail,
    choiceParts(input.method),
  ]);
  let gift = await getGift(deps.db, id);
  if (gift && gift.fingerprint !== fingerprint) throw new IdempotencyKeyReusedError(giftOrderId(id));
  gift ??= await openGift(deps, { ...input, receiverEmail }, id, fingerprint);
  return gift.status === 'paying' ? payGift(deps, gift, input.siteUrl) : gift;
}

async function openGift(
  deps: Deps,
  input: SendGiftInput,
  id: string,
  fingerprint: string,
): Promise<GiftRecord> {
  const item = await getNftItem(deps.db, input.itemId);
  if (!item?.owner) throw new NotFoundError();
  if (item.owner !== input.giverUuid) throw new ForbiddenError();
  const [giver, nft] = await Promise.all([getUser(deps.db, input.giverUuid), getNft(deps.db, item.nftId)]);
  if (!giver || !nft) throw new NotFoundError();
  if (sameEmail(giver.email, input.receiverEmail)) throw new GiftToOwnEmailError();
  const now = deps.clock.now();
  if (!ownerPermissions(item, nft, { now, flags: deps.flags }).canGift) throw new GiftNotAvailableError();
  assertOffCooldown(item, now);

  const gift: GiftRecord = {
    id,
    orderId: giftOrderId(id),
    itemId: item.id,
    nftId: nft.id,
    title: nft.title,
    giverUuid: input.giverUuid,
    receiverEmail: input.receiverEmail,
    receiverUuid: null,
    status: 'paying',
    method: input.method,
    fingerprint,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    paidAt: null,
  };
  // The item as read: same owner and version, not locked, so nothing listed or held it since it was checked.
  if (
    await tryTransactWrite(deps.db, [putNewGift(deps.db, gift), lockItemForSale(deps.db, item, gift.orderId)])
  )
    return gift;
  const twin = await getGift(deps.db, id);
  if (twin?.fingerprint === fingerprint) return twin;
  if (twin) throw new IdempotencyKeyReusedError(gift.orderId);
  throw new GiftNotAvailableError();
}

/**
 * Charges the gift's fee by its order id (once, whoever asks: the request, its retry, the recovery sweep) and
 * completes the gift; a refusal or a decline frees the item.
 */
export async function payGift(
  deps: Deps,
  gift: GiftRecord,
  siteUrl?: string,
): Promise<GiftRecord | ChargeChallenge> {
  const charged = await chargeReserved(
    deps,
    {
      orderId: gift.orderId,
      userUuid: gift.giverUuid,
      method: gift.method,
      priceCents: GIFT_FEE_CENTS,
      kind: TransactionKind.gift,
      title: gift.title,
      items: [{ type: 'gift', id: gift.id }],
      siteUrl,
    },
    async () => {
      await endWithoutDelivery(deps, gift, { from: 'paying', status: 'declined' });
    },
  );
  return charged.status === 'challenge' ? charged : completePaidGift(deps, gift);
}
