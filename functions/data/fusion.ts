import type { ShippingAddressFields } from '../../shared/api/schemas/account';
import type { PaymentChoice } from '../domain/payments/payment-method';
import { type Db, getItem, type Item, putNew, queryItems, recordOf, type TransactItem } from './db';
import type { ItemSnapshot } from './ownership-history';
import { advanceWork, recoveryIndexKeys } from './recovery-index';
import { userKey } from './user';

/**
 * A fusion (the fusion workflow's subject): three of a user's items sent into the fuser, paid for, and one new
 * fused NFT minted for the user. paying: the items are in the fuser (locked for the order) and the fee is being
 * charged; fusing: paid, waiting for the fused NFT; completed: the fused item is the user's; failed: the fee was
 * refunded (if paid) and the three items are the user's again.
 */
export type FusionStatus = 'paying' | 'fusing' | 'completed' | 'failed';

/** An item sent into the fuser, as it was when it left the collection. */
export type FusedItemRecord = ItemSnapshot;

/** Where the physical item goes (a US address of the user's), and when the shipping step recorded it. */
export interface FusionShipmentRecord {
  addressUuid: string;
  address: ShippingAddressFields;
  shippedAt: string | null;
}

export interface FusionRecord {
  id: string;
  userUuid: string;
  items: FusedItemRecord[];
  /** The order charging the fee (`fusionOrderId`); the items stay locked for it while in the fuser. */
  orderId: string;
  /** How the request pays the fee: what the workflow charges when the request stopped before its charge ended. */
  method: PaymentChoice;
  shipment: FusionShipmentRecord | null;
  status: FusionStatus;
  requestedAt: string;
  /** The workflow's execution name: `fusion-<id>`. */
  execution: string;
  /** The fused NFT, once minted (its one edition goes to the user when the fusion completes). */
  resultNftId: string | null;
  failure: string | null;
  endedAt: string | null;
}

export const FUSION_ENTITY = 'fusion';
export const fusionKey = (id: string) => ({ pk: `FUSION#${id}`, sk: 'FUSION' });
/** The user's pointer to a fusion, sorted by when it was requested (ids from an Idempotency-Key are hashes). */
const userFusionKey = (record: Pick<FusionRecord, 'userUuid' | 'requestedAt' | 'id'>) => ({
  pk: userKey(record.userUuid).pk,
  sk: `FUSION#${record.requestedAt}#${record.id}`,
});

/**
 * A new fusion, in the recovery index until the sweep saw its workflow started (a crash between the request's
 * transaction and the start leaves it there), with the user's pointer to it.
 */
export const putNewFusion = (db: Db, record: FusionRecord): TransactItem[] => [
  putNew(db, {
    ...fusionKey(record.id),
    ...recoveryIndexKeys(record.id, record.requestedAt),
    entity: FUSION_ENTITY,
    ...record,
  }),
  putNew(db, { ...userFusionKey(record), entity: 'user-fusion', fusionId: record.id }),
];

export const fusionFromItem = (item: Item) => recordOf<FusionRecord>(item);

export const getFusion = (db: Db, id: string) =>
  getItem(db, fusionKey(id).pk, fusionKey(id).sk, fusionFromItem);

/** The ids of the user's fusions, newest first. */
export const listUserFusionIds = (db: Db, userUuid: string) =>
  queryItems(db, { pk: userKey(userUuid).pk, skBeginsWith: 'FUSION#', descending: true }, (item) =>
    String(item.fusionId),
  );

type Step =
  | { status: 'fusing' }
  | { status: 'completed'; at: string }
  | { status: 'failed'; failure: string; at: string };

/** Moves the fusion on from one of `from`, only if it still is there: of two racing steps, one wins. */
export const advanceFusion = (db: Db, id: string, from: FusionStatus[], step: Step): TransactItem =>
  advanceWork(db, fusionKey(id), from, step);

/** Notes the minted NFT on a fusion still fusing (a second mint of the same fusion names the same NFT). */
export const recordFusionResult = (db: Db, id: string, nftId: string): TransactItem => ({
  Update: {
    TableName: db.tableName,
    Key: fusionKey(id),
    UpdateExpression: 'SET resultNftId = :nftId',
    ConditionExpression: '#status = :fusing',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':nftId': nftId, ':fusing': 'fusing' },
  },
});

/** Notes the physical item's shipment, once, on a fusion still fusing. */
export const recordFusionShipped = (db: Db, id: string, at: string): TransactItem => ({
  Update: {
    TableName: db.tableName,
    Key: fusionKey(id),
    UpdateExpression: 'SET shipment.shippedAt = :at',
    ConditionExpression: '#status = :fusing AND attribute_type(shipment.shippedAt, :null)',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':at': at, ':fusing': 'fusing', ':null': 'NULL' },
  },
});
