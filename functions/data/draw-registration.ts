import type { PaymentChoice } from '../domain/payments/payment-method';
import { type Db, getItem, type Item, queryItems, recordOf, type TransactItem } from './db';
import { drawPk } from './draw';
import { advanceWork } from './recovery-index';

/**
 * `holding` while its hold is placed, `registered` once held; `withdrawn` by the caller before the close;
 * `declined` when the hold was refused; at the close `won` (the pack delivered, paid by the hold) or `lost`
 * (the hold released). The close ends every `holding` and `registered` one.
 */
export type RegistrationStatus = 'holding' | 'registered' | 'withdrawn' | 'declined' | 'won' | 'lost';

export interface DrawRegistrationRecord {
  packId: string;
  userUuid: string;
  /** The public, opaque id of the entry in the draw (a new one per registration). */
  entryId: string;
  /** The hold of one pack's price: derived from the request, so a retry with the same key holds once. */
  holdId: string;
  method: PaymentChoice;
  status: RegistrationStatus;
  /** The pack purchase a winner's hold paid. */
  orderId: string | null;
  createdAt: string;
  updatedAt: string;
}

const ENTRY_PREFIX = 'ENTRY#';
const registrationKey = (packId: string, userUuid: string) => ({
  pk: drawPk(packId),
  sk: `${ENTRY_PREFIX}${userUuid}`,
});

const fromItem = (item: Item): DrawRegistrationRecord => recordOf<DrawRegistrationRecord>(item);

export const getRegistration = (db: Db, packId: string, userUuid: string) =>
  getItem(db, drawPk(packId), registrationKey(packId, userUuid).sk, fromItem);

export const listRegistrations = (db: Db, packId: string) =>
  queryItems(db, { pk: drawPk(packId), skBeginsWith: ENTRY_PREFIX, consistent: true }, fromItem);

/** One registration per user and pack: a new one only where none is, or the last was withdrawn or declined. */
export const putRegistration = (db: Db, registration: DrawRegistrationRecord): TransactItem => ({
  Put: {
    TableName: db.tableName,
    Item: {
      ...registrationKey(registration.packId, registration.userUuid),
      entity: 'draw-registration',
      ...registration,
    },
    ConditionExpression: 'attribute_not_exists(pk) OR #status IN (:withdrawn, :declined)',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':withdrawn': 'withdrawn', ':declined': 'declined' },
  },
});

/** Moves a registration on from one of `from`, only if it is still there (of two racing steps, one wins). */
export const advanceRegistration = (
  db: Db,
  registration: Pick<DrawRegistrationRecord, 'packId' | 'userUuid'>,
  from: readonly RegistrationStatus[],
  to: RegistrationStatus,
  at: string,
  fields: Partial<Pick<DrawRegistrationRecord, 'orderId'>> = {},
): TransactItem =>
  advanceWork(db, registrationKey(registration.packId, registration.userUuid), from, {
    status: to,
    updatedAt: at,
    ...fields,
  });
