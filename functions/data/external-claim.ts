import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { type Db, getItem, type Item, putNew, queryItems, recordOf, type TransactItem } from './db';
import { type NftItemRecord, nftItemKey, toItem as nftItemToItem } from './nft-item';

/**
 * Where a claim of an external order stands: pending until its buyer submits it; claiming while the claim workflow
 * runs; then claimed (the editions are the buyer's) or failed (support has to look: 'Contact support.').
 */
export type ExternalClaimState = 'pending' | 'claiming' | 'claimed' | 'failed';

/** What the order sold: editions of one of our NFTs. */
export interface ClaimLineRecord {
  nftId: string;
  quantity: number;
}

/** An edition set aside for the claim (locked for its order) and then given to the buyer. */
export interface ClaimEditionRecord {
  nftId: string;
  itemId: string;
  sequence: number;
}

/** The claim of an order bought on the external auction site (the spec's claim order), named by its token. */
export interface ExternalClaimRecord {
  /** Unguessable; the e-mailed link /app/order/{token}/claim carries it. */
  token: string;
  /** The order's id on the external site: one claim per order. */
  externalOrderId: string;
  /** The buyer's e-mail, lowercased: only the account with this verified e-mail may claim. */
  email: string;
  lines: ClaimLineRecord[];
  state: ExternalClaimState;
  /** The user who submitted it, once submitted. */
  claimedBy: string | null;
  /** The editions reserved for it (empty until the workflow reserves them). */
  editions: ClaimEditionRecord[];
  /** When the buyer was e-mailed the link; null until then (a retried webhook e-mails again). */
  emailedAt: string | null;
  failure: string | null;
  createdAt: string;
  updatedAt: string;
  claimedAt: string | null;
}

const claimKey = (token: string) => ({ pk: `EXTERNAL_CLAIM#${token}`, sk: 'CLAIM' });
const orderKey = (externalOrderId: string) => ({ pk: `EXTERNAL_ORDER#${externalOrderId}`, sk: 'CLAIM' });
const buyerPk = (email: string) => `EXTERNAL_CLAIM_BUYER#${email}`;

/** The order id every transfer of the claim carries: its editions are locked for it, and a retry is recognised. */
export const claimOrderId = (token: string) => `external-claim:${token}`;

const toItem = (claim: ExternalClaimRecord): Item => ({
  ...claimKey(claim.token),
  gsi1pk: buyerPk(claim.email),
  gsi1sk: `${claim.createdAt}#${claim.token}`,
  entity: 'external-claim',
  ...claim,
});

const fromItem = (item: Item): ExternalClaimRecord => recordOf<ExternalClaimRecord>(item);

/** The claim and its order's marker, which makes a second claim of the same order fail its condition. */
export const putNewClaim = (db: Db, claim: ExternalClaimRecord): TransactItem[] => [
  putNew(db, toItem(claim)),
  putNew(db, { ...orderKey(claim.externalOrderId), entity: 'external-order', token: claim.token }),
];

export const getClaim = (db: Db, token: string) =>
  getItem(db, claimKey(token).pk, claimKey(token).sk, fromItem);

/** The claim of an external order, if one was made. */
export async function getClaimOfOrder(db: Db, externalOrderId: string) {
  const key = orderKey(externalOrderId);
  const marker = await getItem(db, key.pk, key.sk, (item) => String(item.token));
  return marker ? getClaim(db, marker) : undefined;
}

/** The claims of orders bought with an e-mail address, newest first (gsi1: eventually consistent). */
export const listClaimsOfEmail = (db: Db, email: string) =>
  queryItems(db, { index: 'gsi1', pk: buyerPk(email.toLowerCase()), descending: true }, fromItem);

/** Updates the claim only if it is in `from` (and, when given, submitted by `claimedBy`). */
function updateClaimIf(
  db: Db,
  token: string,
  expect: { from: ExternalClaimState; claimedBy?: string; noEditions?: boolean },
  set: Partial<ExternalClaimRecord>,
): TransactItem {
  const names = Object.keys(set);
  return {
    Update: {
      TableName: db.tableName,
      Key: claimKey(token),
      UpdateExpression: `SET ${names.map((name) => `#${name} = :${name}`).join(', ')}`,
      ConditionExpression: [
        'attribute_exists(pk) AND #current = :from',
        ...(expect.claimedBy ? ['#submitter = :submitter'] : []),
        ...(expect.noEditions ? ['size(#reserved) = :zero'] : []),
      ].join(' AND '),
      ExpressionAttributeNames: {
        ...Object.fromEntries(names.map((name) => [`#${name}`, name])),
        '#current': 'state',
        ...(expect.claimedBy ? { '#submitter': 'claimedBy' } : {}),
        ...(expect.noEditions ? { '#reserved': 'editions' } : {}),
      },
      ExpressionAttributeValues: {
        ...Object.fromEntries(names.map((name) => [`:${name}`, set[name as keyof ExternalClaimRecord]])),
        ':from': expect.from,
        ...(expect.claimedBy ? { ':submitter': expect.claimedBy } : {}),
        ...(expect.noEditions ? { ':zero': 0 } : {}),
      },
    },
  };
}

/** A pending claim turns 'claiming' for the user who submitted it. */
export const startClaiming = (db: Db, token: string, userUuid: string, now: string) =>
  updateClaimIf(db, token, { from: 'pending' }, { state: 'claiming', claimedBy: userUuid, updatedAt: now });

/** Records the editions reserved for a claiming claim, once. */
export const recordClaimEditions = (db: Db, token: string, editions: ClaimEditionRecord[], now: string) =>
  updateClaimIf(db, token, { from: 'claiming', noEditions: true }, { editions, updatedAt: now });

/** A claiming claim ends claimed (by its submitter) or failed. */
export const finishClaim = (
  db: Db,
  claim: Pick<ExternalClaimRecord, 'token' | 'claimedBy'>,
  outcome: { state: 'claimed' } | { state: 'failed'; failure: string },
  now: string,
) =>
  updateClaimIf(
    db,
    claim.token,
    { from: 'claiming', ...(claim.claimedBy ? { claimedBy: claim.claimedBy } : {}) },
    outcome.state === 'claimed'
      ? { state: 'claimed', claimedAt: now, updatedAt: now }
      : { state: 'failed', failure: outcome.failure, updatedAt: now },
  );

/** Notes that the buyer was e-mailed the claim's link. */
export async function markClaimEmailed(db: Db, token: string, now: string): Promise<void> {
  await db.client.send(
    new UpdateCommand({
      TableName: db.tableName,
      Key: claimKey(token),
      UpdateExpression: 'SET emailedAt = :now',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':now': now },
    }),
  );
}

/**
 * Sets an edition the platform holds aside for a claim's order (`lockedForOrder`): only that order's transfer may
 * move it. An edition never stored is created held by the platform; a stored one must still be the one read
 * (platform's, same version, not locked), so of a claim and a sale racing for it exactly one gets it.
 */
export function reserveEditionForOrder(db: Db, item: NftItemRecord, orderId: string): TransactItem {
  if (item.owner !== null) throw new Error(`Item ${item.id} is not the platform's`);
  if (item.version === 0) {
    const reserved = { ...nftItemToItem({ ...item, version: 1 }), lockedForOrder: orderId };
    return {
      Put: { TableName: db.tableName, Item: reserved, ConditionExpression: 'attribute_not_exists(pk)' },
    };
  }
  return {
    Update: {
      TableName: db.tableName,
      Key: nftItemKey(item.id),
      UpdateExpression: 'SET lockedForOrder = :orderId, #version = #version + :one',
      ConditionExpression:
        'attribute_exists(pk) AND attribute_type(#owner, :null) AND #version = :version AND attribute_not_exists(lockedForOrder)',
      ExpressionAttributeNames: { '#version': 'version', '#owner': 'owner' },
      ExpressionAttributeValues: {
        ':orderId': orderId,
        ':one': 1,
        ':null': 'NULL',
        ':version': item.version,
      },
    },
  };
}

/** Gives back an edition reserved for `orderId` that the platform still holds (a claim that failed). */
export const releaseEditionOfOrder = (db: Db, itemId: string, orderId: string): TransactItem => ({
  Update: {
    TableName: db.tableName,
    Key: nftItemKey(itemId),
    UpdateExpression: 'REMOVE lockedForOrder SET #version = #version + :one',
    ConditionExpression: 'lockedForOrder = :orderId AND attribute_type(#owner, :null)',
    ExpressionAttributeNames: { '#version': 'version', '#owner': 'owner' },
    ExpressionAttributeValues: { ':orderId': orderId, ':one': 1, ':null': 'NULL' },
  },
});
