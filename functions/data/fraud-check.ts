import type { FraudDecision } from '../../shared/api/schemas/fraud';
import type { Action } from '../../shared/domain/enums';
import type { FraudSubject } from '../lib/ports/fraud';
import { type Db, getItem, itemRead, put, recordOf, type TransactItem } from './db';
import { userKey } from './user';

export type FraudCheckStatus = 'pending' | 'decided' | 'error';

/**
 * The fraud check of a user's order, in the user's partition, one per subject (drop or auction): a new check of
 * the same subject replaces the last one. The fraud-decision workflow moves it from pending to decided or error.
 */
export interface FraudCheckRecord {
  userUuid: string;
  subject: FraudSubject;
  /** New for every check: the provider's order id, and the guard that keeps a replaced check's run from writing. */
  checkId: string;
  action: Action;
  priceCents: number;
  status: FraudCheckStatus;
  decision: FraudDecision | null;
  /** The provider's handle on the order's decision, once the order was submitted. */
  reference: string | null;
  /** The name of the fraud-decision execution running the check. */
  execution: string;
  requestedAt: string;
  finishedAt: string | null;
  /** Why the check ended in error, for support. */
  failure: string | null;
}

/** Checks serve the checkout that asked for them; DynamoDB drops them a day later. */
const KEPT_SECONDS = 24 * 3600;

export const fraudCheckKey = (userUuid: string, subject: FraudSubject) => ({
  pk: userKey(userUuid).pk,
  sk: `FRAUD_CHECK#${subject.kind}#${subject.id}`,
});

/** Puts a new check in place of the subject's last one. */
export const putFraudCheck = (db: Db, check: FraudCheckRecord): TransactItem =>
  put(db, {
    ...fraudCheckKey(check.userUuid, check.subject),
    entity: 'fraud-check',
    ...check,
    ttl: Math.ceil(Date.parse(check.requestedAt) / 1000) + KEPT_SECONDS,
  });

export const getFraudCheck = (db: Db, userUuid: string, subject: FraudSubject) =>
  getItem(
    db,
    fraudCheckKey(userUuid, subject).pk,
    fraudCheckKey(userUuid, subject).sk,
    recordOf<FraudCheckRecord>,
  );

/** The check, to read with other items in one call (readTogether). */
export const fraudCheckRead = (userUuid: string, subject: FraudSubject) =>
  itemRead(fraudCheckKey(userUuid, subject), recordOf<FraudCheckRecord>);

/** Which check a workflow run works on. */
export type FraudCheckRef = Pick<FraudCheckRecord, 'userUuid' | 'subject' | 'checkId'>;

/** Sets `fields` of a check that is still the subject's current one and still pending; fails otherwise. */
const updatePendingCheck = (db: Db, ref: FraudCheckRef, fields: Partial<FraudCheckRecord>): TransactItem => {
  const names = Object.keys(fields);
  return {
    Update: {
      TableName: db.tableName,
      Key: fraudCheckKey(ref.userUuid, ref.subject),
      UpdateExpression: `SET ${names.map((name) => `#${name} = :${name}`).join(', ')}`,
      ConditionExpression: 'checkId = :checkId AND #check_status = :pending',
      ExpressionAttributeNames: {
        '#check_status': 'status',
        ...Object.fromEntries(names.map((name) => [`#${name}`, name])),
      },
      ExpressionAttributeValues: {
        ...Object.fromEntries(Object.entries(fields).map(([name, value]) => [`:${name}`, value])),
        ':checkId': ref.checkId,
        ':pending': 'pending',
      },
    },
  };
};

export const recordFraudReference = (db: Db, ref: FraudCheckRef, reference: string): TransactItem =>
  updatePendingCheck(db, ref, { reference });

/** Ends a pending check: decided with the provider's decision, or error with the reason. */
export const finishFraudCheck = (
  db: Db,
  ref: FraudCheckRef,
  outcome: { status: 'decided'; decision: FraudDecision } | { status: 'error'; failure: string },
  finishedAt: string,
): TransactItem =>
  updatePendingCheck(db, ref, {
    status: outcome.status,
    decision: outcome.status === 'decided' ? outcome.decision : null,
    failure: outcome.status === 'error' ? outcome.failure : null,
    finishedAt,
  });
