import { NotificationType } from '../../../shared/domain/enums';
import type { TransactItem } from '../../data/db';
import type { NftRecord } from '../../data/nft';
import type { LineItemRecord } from '../../data/nft-item';
import type { OrderRecord } from '../../data/order';
import { recordEvents } from '../../data/outbox-event';
import type { PackRecord } from '../../data/pack';
import type { PurchaseRecord, ReceivedItemRecord } from '../../data/purchase';
import { newEvent } from '../../events/catalog';
import type { Deps } from '../../lib/deps';
import { transferItemWrites } from '../collection/transfer-item';
import { primaryDeliveryEvent } from '../market/market-event';
import type { DrawnEdition } from './draw-pack';

export interface ReceivedEdition {
  nft: NftRecord;
  itemId: string;
  sequence: number;
}

export interface PackPurchase {
  status: 'bought';
  orderId: string;
  pack: PackRecord;
  items: ReceivedEdition[];
  /** True when an earlier call with the same key made the purchase. */
  replayed: boolean;
}

/** Draws that lost an edition to another buyer are drawn again, up to this many times. */
export const DELIVERY_TRIES = 8;

/**
 * The writes that give the drawn editions to the buyer (each conditional on the platform still holding it, so an
 * edition another buyer got first cancels the transaction: draw again) and ask for the buyer's 'Bundle bought'
 * notification and the market's record, in the order drawn; with the items the purchase records. `order` pays it.
 */
export function deliveryWrites(
  deps: Deps,
  pack: PackRecord,
  purchase: PurchaseRecord,
  drawn: DrawnEdition[],
  order: OrderRecord,
  now: Date,
): { items: ReceivedItemRecord[]; writes: TransactItem[] } {
  const lineItem: LineItemRecord = {
    amountCents: order.lineItem.amountCents,
    coin: order.lineItem.coin,
    coinMicros: order.lineItem.coinMicros,
    method: order.lineItem.method,
    last4: order.lineItem.last4,
  };
  const items = drawn.map(({ nft, item }) => ({ itemId: item.id, nftId: nft.id, sequence: item.sequence }));
  const notification = newEvent(deps, 'NotificationRequested', {
    user_uuid: purchase.userUuid,
    notification_type: NotificationType.bundleBought,
    subject: pack.title,
    extra: { nft_uuid: items[0]?.nftId ?? '', nft_item_uuid: items[0]?.itemId ?? '' },
  });
  // The market's record: a primary sale of each edition, without a price each (the pack's is for all).
  const market = primaryDeliveryEvent(deps, {
    how: 'pack',
    toUuid: purchase.userUuid,
    unitPriceCents: null,
    editions: items.map(({ nftId, itemId, sequence }) => ({ nftId, itemId, sequence })),
  });
  const transfers = drawn.flatMap(({ nft, item }) =>
    transferItemWrites(deps.db, {
      nft,
      item,
      to: purchase.userUuid,
      how: 'pack',
      orderId: purchase.orderId,
      lineItem,
      bundle: { id: pack.id, title: pack.title },
      transferId: deps.newId(),
      now,
    }),
  );
  return { items, writes: [...transfers, recordEvents(deps.db, [notification, market])] };
}

/** The buyer's answer: the purchase's editions with their NFTs. */
export function packPurchaseAnswer(
  purchase: PurchaseRecord,
  pack: PackRecord,
  nfts: NftRecord[],
  replayed: boolean,
): PackPurchase {
  const byId = new Map(nfts.map((nft) => [nft.id, nft]));
  return {
    status: 'bought',
    orderId: purchase.orderId,
    pack,
    replayed,
    items: purchase.items.map(({ itemId, nftId, sequence }) => {
      const nft = byId.get(nftId);
      if (!nft) throw new Error(`Purchase ${purchase.orderId} holds ${itemId} of an unknown NFT`);
      return { nft, itemId, sequence };
    }),
  };
}
