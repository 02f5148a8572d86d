import { type Db, getItem, type Item, putNew, queryItems, recordOf, type TransactItem } from './db';

/**
 * An invitation to become a storefront creator (issue 15), made by ops (scripts/creator-invite.ts) and claimed once,
 * by the user whose verified e-mail it was sent to, within 30 days.
 */
export interface CreatorInvitationRecord {
  token: string;
  /** Lower case: an address matches whatever its case. */
  email: string;
  creatorName: string;
  status: 'pending' | 'claimed';
  /** The user who claimed it. */
  claimedBy: string | null;
  /** The creator the claim made. */
  creatorId: string | null;
  createdAt: string;
  expiresAt: string;
}

export const creatorInvitationKey = (token: string) => ({
  pk: `CREATOR_INVITE#${token}`,
  sk: 'CREATOR_INVITE',
});
/** The claimer's pointer to the invitation (GET /storefront/claims). */
const userClaimKey = (userUuid: string, token: string) => ({
  pk: `USER#${userUuid}`,
  sk: `CREATOR_CLAIM#${token}`,
});

export const creatorInvitationFromItem = (item: Item) => recordOf<CreatorInvitationRecord>(item);

export const getCreatorInvitation = (db: Db, token: string) =>
  getItem(db, creatorInvitationKey(token).pk, creatorInvitationKey(token).sk, creatorInvitationFromItem);

export const putNewCreatorInvitation = (db: Db, record: CreatorInvitationRecord): TransactItem =>
  putNew(db, { ...creatorInvitationKey(record.token), entity: 'creator-invitation', ...record });

/** Claims a pending invitation (of two racing claims exactly one commits) and notes it on the user. */
export const claimCreatorInvitation = (
  db: Db,
  token: string,
  claim: { userUuid: string; creatorId: string },
): TransactItem[] => [
  {
    Update: {
      TableName: db.tableName,
      Key: creatorInvitationKey(token),
      UpdateExpression: 'SET #status = :claimed, claimedBy = :user, creatorId = :creator',
      ConditionExpression: '#status = :pending',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':claimed': 'claimed',
        ':pending': 'pending',
        ':user': claim.userUuid,
        ':creator': claim.creatorId,
      },
    },
  },
  putNew(db, { ...userClaimKey(claim.userUuid, token), entity: 'user-creator-claim', token }),
];

/** The tokens of the invitations a user claimed. */
export const listUserClaimTokens = (db: Db, userUuid: string) =>
  queryItems(db, { pk: `USER#${userUuid}`, skBeginsWith: 'CREATOR_CLAIM#' }, (item) => String(item.token));
