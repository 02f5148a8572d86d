import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { NotificationType } from '../../../shared/domain/enums';
import { transactWrite, tryTransactWrite } from '../../data/db';
import { endGift, type GiftRecord, getGift, markGiftWaiting } from '../../data/gift';
import { getNft } from '../../data/nft';
import { getNftItem, unlockItem } from '../../data/nft-item';
import { recordEvent } from '../../data/outbox-event';
import { getUser, getUserByEmail } from '../../data/user';
import { newEvent } from '../../events/catalog';
import type { Deps } from '../../lib/deps';
import { transferItemWrites } from '../collection/transfer-item';
import { GIFT_RETURN_AFTER_MS } from './gift-rules';

/**
 * The ends of a gift whose fee was paid or refused. Every step is a conditional write on the gift's status, so
 * the request, a retry, the 3-D Secure settlement, the gifts consumer and the recovery sweep may all race: each
 * end happens once and the others read it.
 */

const mustRead = async (deps: Deps, id: string) => {
  const gift = await getGift(deps.db, id);
  if (!gift) throw new Error(`Gift ${id} is gone`);
  return gift;
};

/** The fee is paid: the gift goes to the address's verified account now, else it waits for one (invited). */
export async function completePaidGift(deps: Deps, gift: GiftRecord): Promise<GiftRecord> {
  const receiver = await getUserByEmail(deps.db, gift.receiverEmail);
  if (receiver?.emailVerified) return deliverGift(deps, gift, receiver.uuid, 'paying');
  const waiting = await waitForReceiver(deps, gift);
  // An account that verified the address while the gift was being marked waiting may have missed it.
  const now = await getUserByEmail(deps.db, gift.receiverEmail);
  return now?.emailVerified && waiting.status === 'waiting'
    ? deliverGift(deps, waiting, now.uuid, 'waiting')
    : waiting;
}

/** Marks the paid gift waiting, with the receiver's invitation in the same transaction. */
async function waitForReceiver(deps: Deps, gift: GiftRecord): Promise<GiftRecord> {
  const at = deps.clock.now();
  const endsAt = new Date(at.getTime() + GIFT_RETURN_AFTER_MS).toISOString();
  const giver = await getUser(deps.db, gift.giverUuid);
  const invitation = newEvent(deps, 'GiftInvitationRequested', {
    gift_id: gift.id,
    email: gift.receiverEmail,
    giver_name: giver?.username ?? 'A collector',
    nft_title: gift.title,
  });
  const marked = await tryTransactWrite(deps.db, [
    markGiftWaiting(deps.db, gift.id, at.toISOString(), endsAt, gift.receiverEmail),
    recordEvent(deps.db, invitation),
  ]);
  return marked
    ? { ...gift, status: 'waiting', paidAt: at.toISOString(), updatedAt: at.toISOString() }
    : mustRead(deps, gift.id);
}

/**
 * Gives the held item to the receiver with the gift delivered in one transaction: both histories ('gift sent',
 * 'gift received'), the receiver's notification and the market's transfer (which ends offers made to the giver).
 */
export async function deliverGift(
  deps: Deps,
  gift: GiftRecord,
  receiverUuid: string,
  from: 'paying' | 'waiting',
): Promise<GiftRecord> {
  const [item, nft] = await Promise.all([getNftItem(deps.db, gift.itemId), getNft(deps.db, gift.nftId)]);
  if (!item || !nft || item.owner !== gift.giverUuid || item.lockedForOrder !== gift.orderId)
    return mustRead(deps, gift.id);
  const now = deps.clock.now();
  const extra = { nft_uuid: nft.id, nft_item_uuid: item.id };
  try {
    await transactWrite(deps.db, [
      ...transferItemWrites(deps.db, {
        nft,
        item,
        to: receiverUuid,
        how: 'gift',
        orderId: gift.orderId,
        // The fee is the giver's order (in their transaction report), not a price paid for the item.
        lineItem: null,
        transferId: deps.newId(),
        now,
      }),
      endGift(deps.db, gift.id, from, { status: 'delivered', receiverUuid }, now.toISOString()),
      recordEvent(
        deps.db,
        newEvent(deps, 'NotificationRequested', {
          user_uuid: receiverUuid,
          notification_type: NotificationType.nftClaimed,
          subject: `${nft.title}, a gift`,
          extra,
        }),
      ),
      recordEvent(
        deps.db,
        newEvent(deps, 'MarketActivity', {
          kind: 'transfer',
          nft_id: nft.id,
          nft_item_id: item.id,
          sequence: item.sequence,
          price_cents: null,
          from_uuid: gift.giverUuid,
          to_uuid: receiverUuid,
          market: null,
          listing_id: null,
          offer_id: null,
        }),
      ),
    ]);
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
    // A twin delivered or ended it first.
    return mustRead(deps, gift.id);
  }
  return { ...gift, status: 'delivered', receiverUuid, updatedAt: now.toISOString() };
}

/**
 * The gift ends without moving the item, which is the giver's again: declined (the fee was refused) or reclaimed
 * (unclaimed: taken back by the giver or returned by the sweep).
 */
export async function endWithoutDelivery(
  deps: Deps,
  gift: GiftRecord,
  end: { from: 'paying'; status: 'declined' } | { from: 'waiting'; status: 'reclaimed' },
): Promise<GiftRecord> {
  const at = deps.clock.now().toISOString();
  const ended = await tryTransactWrite(deps.db, [
    endGift(deps.db, gift.id, end.from, { status: end.status }, at),
    unlockItem(deps.db, gift.itemId, gift.giverUuid, gift.orderId),
  ]);
  return ended ? { ...gift, status: end.status, updatedAt: at } : mustRead(deps, gift.id);
}
