import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ProcessStatus } from '../../shared/domain/enums';
import { conditionHeld, type Db } from './db';
import { userKey } from './user';

/**
 * The identity-verification status kept on the user's profile item (UserRecord.verificationStatus), changed
 * with conditional updates so concurrent calls never move it backwards.
 */
async function updateStatusIf(db: Db, userUuid: string, to: ProcessStatus, condition: string, values = {}) {
  return conditionHeld(
    db.client.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: userKey(userUuid),
        UpdateExpression: 'SET verificationStatus = :to',
        ConditionExpression: `attribute_exists(pk) AND ${condition}`,
        ExpressionAttributeValues: { ':to': to, ...values },
      }),
    ),
  );
}

/** not_initiated -> created, when the client first asks for the provider's config; answers whether it moved. */
export const markVerificationCreated = (db: Db, userUuid: string) =>
  updateStatusIf(db, userUuid, ProcessStatus.created, 'verificationStatus = :from', {
    ':from': ProcessStatus.notInitiated,
  });

/** Records the provider's decision; a completed verification stays completed. */
export const recordVerificationStatus = (db: Db, userUuid: string, to: ProcessStatus) =>
  updateStatusIf(db, userUuid, to, 'verificationStatus <> :completed', {
    ':completed': ProcessStatus.completed,
  });
