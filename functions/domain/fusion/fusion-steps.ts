import { CARD_PROVIDER_SUCCESS_WINDOW_MS } from '../../../shared/domain/constants';
import { NotificationType } from '../../../shared/domain/enums';
import { messages } from '../../../shared/domain/messages';
import { putNew, type TransactItem, tryTransactWrite } from '../../data/db';
import {
  advanceFusion,
  type FusionRecord,
  getFusion,
  recordFusionResult,
  recordFusionShipped,
} from '../../data/fusion';
import { getNft, type NftRecord, toItem as nftItemOf } from '../../data/nft';
import { editionId, getNftItem, platformEdition } from '../../data/nft-item';
import { getOrder } from '../../data/order';
import { recordEvent } from '../../data/outbox-event';
import { newEvent } from '../../events/catalog';
import type { Deps } from '../../lib/deps';
import { AppError } from '../../lib/errors';
import { transferItemWrites } from '../collection/transfer-item';
import { IdempotencyKeyReusedError } from '../ledger/errors';
import { refundOrder } from '../payments/refund-order';
import { chargeFusionFee } from './charge-fee';
import { fusionTransferEvent } from './fusion-market';
import { giveBackFusedItems } from './give-back';

/**
 * The steps of a fusion, each safe to run again (a retry after a lost answer, the request and the workflow at
 * once): every write is conditional on the step the fusion is at, and the refund is idempotent by its key.
 */

/** A challenged card order still pending this long after the request is stuck: the execution fails for ops. */
const PAYMENT_DEADLINE_MS = 2 * CARD_PROVIDER_SUCCESS_WINDOW_MS;
const REFUND_KEY = 'fusion-failed';

/** The fused NFT's id: one per fusion, so a second mint names the same NFT. */
export const fusedNftId = (fusionId: string) => `fused-${fusionId}`;
/** The catalogue group of fused NFTs (no collection page lists them). */
export const FUSED_COLLECTION_ID = 'fusion';

async function readFusion(deps: Pick<Deps, 'db'>, fusionId: string): Promise<FusionRecord> {
  const record = await getFusion(deps.db, fusionId);
  if (!record) throw new Error(`No fusion ${fusionId}`);
  return record;
}

/** 'A, B and C': how notifications name the fused items. */
export function fusedTitles(record: Pick<FusionRecord, 'items'>): string {
  const titles = record.items.map((item) => `${item.title} #${item.sequence}`);
  return titles.length > 1 ? `${titles.slice(0, -1).join(', ')} and ${titles.at(-1)}` : (titles[0] ?? '');
}

export type PaymentOutcome = 'paid' | 'pending' | 'failed';

/**
 * Where the fee stands. Paid: the fusion goes on to fusing and the user is notified ('fusion initiated') in the
 * same transaction; a 3-D Secure challenge under way: pending (the three-d-secure workflow settles the order);
 * declined: the fusion fails and gives the items back. A charge its request left unfinished (no order, or a card
 * order never sent, past the recovery lease) is finished here as the request would have: once, by the order id.
 */
export async function checkFusionPayment(deps: Deps, fusionId: string): Promise<{ outcome: PaymentOutcome }> {
  const record = await readFusion(deps, fusionId);
  if (record.status !== 'paying') return { outcome: record.status === 'failed' ? 'failed' : 'paid' };
  const order = await getOrder(deps.db, record.orderId);
  const age = deps.clock.now().getTime() - Date.parse(record.requestedAt);
  if (!order || (order.status === 'pending' && !order.challenge)) {
    if (age < deps.env.RECOVERY_LEASE_SECONDS * 1000) return { outcome: 'pending' };
    return finishCharge(deps, record);
  }
  if (order.status === 'pending') {
    if (age > PAYMENT_DEADLINE_MS) throw new Error(`Fusion ${fusionId}: its payment is still pending`);
    return { outcome: 'pending' };
  }
  if (order.status !== 'paid') {
    // Declined: no money moved.
    await giveBackFusedItems(deps, record, messages.paymentFailed);
    return { outcome: 'failed' };
  }
  const notice = newEvent(deps, 'NotificationRequested', {
    user_uuid: record.userUuid,
    notification_type: NotificationType.fusionInitiated,
    subject: fusedTitles(record),
    extra: null,
  });
  await tryTransactWrite(deps.db, [
    advanceFusion(deps.db, fusionId, ['paying'], { status: 'fusing' }),
    recordEvent(deps.db, notice),
  ]);
  return checkFusionPayment(deps, fusionId);
}

/** Charges the fee its request did not finish; a refusal or decline gave the items back already. */
async function finishCharge(deps: Deps, record: FusionRecord): Promise<{ outcome: PaymentOutcome }> {
  try {
    await chargeFusionFee(deps, record);
  } catch (error) {
    if (error instanceof AppError && !(error instanceof IdempotencyKeyReusedError))
      return { outcome: 'failed' };
    throw error;
  }
  return checkFusionPayment(deps, record.id);
}

/** The fused NFT as the catalogue keeps it: a one of one carrying the first item's artist, media and chain. */
function fusedNft(record: FusionRecord, first: NftRecord, now: Date): NftRecord {
  const [lead] = record.items;
  return {
    id: fusedNftId(record.id),
    collectionId: FUSED_COLLECTION_ID,
    title: `Fused ${record.items.map((item) => item.title).join(' + ')}`.slice(0, 200),
    type: lead?.tier ?? first.type,
    quantity: 1,
    imageKey: first.imageKey,
    thumbnailKey: first.thumbnailKey,
    videoKey: null,
    audioKey: null,
    description: `Fused from ${fusedTitles(record)}.`,
    traits: [],
    artist: first.artist,
    mintedBy: first.mintedBy,
    hasVault: 'no',
    blockchainType: first.blockchainType,
    resellAllowed: first.resellAllowed,
    platformFeeBps: first.platformFeeBps,
    resaleRoyaltyBps: first.resaleRoyaltyBps,
    rank: null,
    createdAt: now.toISOString(),
  };
}

/** Mints the fused NFT (once: its id is the fusion's) and notes it on the fusion. */
export async function mintFusedNft(
  deps: Pick<Deps, 'db' | 'clock'>,
  fusionId: string,
): Promise<{ nftId: string }> {
  const record = await readFusion(deps, fusionId);
  if (record.resultNftId) return { nftId: record.resultNftId };
  if (record.status !== 'fusing') throw new Error(`Fusion ${fusionId} is ${record.status}, not fusing`);
  const first = await getNft(deps.db, record.items[0]?.nftId ?? '');
  if (!first) throw new Error(`Fusion ${fusionId}: its first NFT is gone`);
  const existing = await getNft(deps.db, fusedNftId(fusionId));
  const nft = existing ?? fusedNft(record, first, deps.clock.now());
  const writes: TransactItem[] = [recordFusionResult(deps.db, fusionId, nft.id)];
  if (!existing) writes.unshift(putNew(deps.db, nftItemOf(nft)));
  if (await tryTransactWrite(deps.db, writes)) return { nftId: nft.id };
  const now = await readFusion(deps, fusionId);
  if (!now.resultNftId) throw new Error(`Fusion ${fusionId}: the fused NFT could not be noted`);
  return { nftId: now.resultNftId };
}

/** Records the physical item's shipment to the fusion's US address (once). */
export async function shipFusedItem(
  deps: Pick<Deps, 'db' | 'clock' | 'logger'>,
  fusionId: string,
): Promise<void> {
  const record = await readFusion(deps, fusionId);
  if (!record.shipment || record.shipment.shippedAt) return;
  const at = deps.clock.now().toISOString();
  if (await tryTransactWrite(deps.db, [recordFusionShipped(deps.db, fusionId, at)])) {
    deps.logger.info('fused item shipped', { fusionId, addressUuid: record.shipment.addressUuid });
    return;
  }
  if (!(await readFusion(deps, fusionId)).shipment?.shippedAt)
    throw new Error(`Fusion ${fusionId} is ${record.status}: not shipped`);
}

/**
 * Gives the fused NFT's edition to the user ('fused result received'), completes the fusion and notifies the
 * user ('fusion completed'), all in one transaction.
 */
export async function deliverFusedItem(
  deps: Pick<Deps, 'db' | 'clock' | 'newId'>,
  fusionId: string,
): Promise<void> {
  const record = await readFusion(deps, fusionId);
  if (record.status === 'completed') return;
  if (record.status !== 'fusing' || !record.resultNftId)
    throw new Error(`Fusion ${fusionId} is ${record.status}, not ready to deliver`);
  const nft = await getNft(deps.db, record.resultNftId);
  if (!nft) throw new Error(`Fusion ${fusionId}: no fused NFT ${record.resultNftId}`);
  const item = (await getNftItem(deps.db, editionId(nft.id, 1))) ?? platformEdition(nft, 1);
  const paid = (await getOrder(deps.db, record.orderId))?.lineItem;
  const now = deps.clock.now();
  const notice = newEvent(deps, 'NotificationRequested', {
    user_uuid: record.userUuid,
    notification_type: NotificationType.fusionCompleted,
    subject: fusedTitles(record),
    extra: { nft_uuid: nft.id, nft_item_uuid: item.id },
  });
  const delivered = await tryTransactWrite(deps.db, [
    ...transferItemWrites(deps.db, {
      nft,
      item,
      to: record.userUuid,
      how: 'fusion',
      orderId: record.orderId,
      // The fee, as the order history shows what the fused NFT cost.
      lineItem: paid
        ? {
            amountCents: paid.usdAmountCents,
            coin: paid.coin,
            coinMicros: paid.coinMicros,
            method: paid.method,
            last4: paid.last4,
          }
        : null,
      transferId: `${fusionId}-result`,
      now,
    }),
    advanceFusion(deps.db, fusionId, ['fusing'], { status: 'completed', at: now.toISOString() }),
    recordEvent(deps.db, notice),
    fusionTransferEvent(deps, [item], { from: null, to: record.userUuid }),
  ]);
  if (!delivered && (await readFusion(deps, fusionId)).status !== 'completed')
    throw new Error(`Fusion ${fusionId} could not be delivered`);
}

/** 'Fuse failed.': the fee goes back (if it was paid), then the three items go back to the user, unlocked. */
export async function failFusion(deps: Deps, fusionId: string, failure: string = messages.fuseFailed) {
  const record = await readFusion(deps, fusionId);
  if (record.status === 'completed' || record.status === 'failed') return;
  const order = await getOrder(deps.db, record.orderId);
  if (order && (order.status === 'paid' || order.status === 'partially_refunded'))
    await refundOrder(deps, { orderId: order.id, idempotencyKey: REFUND_KEY });
  await giveBackFusedItems(deps, record, failure);
}
