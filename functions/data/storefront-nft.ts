import type { PaymentChoice } from '../domain/payments/payment-method';
import type { MintedToken } from '../lib/ports/nft-minter';
import { type Db, getItem, type Item, putNew, queryItems, recordOf, type TransactItem } from './db';
import { advanceWork, recoveryIndexKeys } from './recovery-index';

/**
 * A creator's storefront NFT (issue 15). draft: editable; minting: the fee is paid (or being paid) and the
 * storefront-mint workflow is minting it (in the recovery index until its workflow is known to run); minted: the
 * catalog NFT (nftId) exists with its editions owned by the platform for the creator's sale, its token on the chain
 * (chainToken); mint_failed: the fee went back (mintFailure says why when the chain refused the mint). A minted NFT
 * carries at most one active Buy Now listing.
 */
export type StorefrontNftStatus = 'draft' | 'minting' | 'minted' | 'mint_failed';

export interface StorefrontTraitRecord {
  trait_type: string;
  value: string;
}

export interface StorefrontListingRecord {
  auctionId: string;
  priceCents: number;
  quantity: number;
  startsAt: string;
  endsAt: string | null;
  /** When the listing reached its end or sold out and the creator was told (once per listing). */
  endedAt?: string;
}

export interface StorefrontNftRecord {
  uuid: string;
  creatorId: string;
  /** The creator's user: who may edit, mint and list it, and whose earnings its sales pay. */
  creatorUserUuid: string;
  title: string;
  description: string;
  editions: number;
  traits: StorefrontTraitRecord[];
  royaltyBps: number;
  mediaKey: string | null;
  status: StorefrontNftStatus;
  /** The minting fee's order. */
  mintOrderId: string | null;
  /** How the creator pays the minting fee (the workflow finishes a charge its request left unfinished). */
  mintMethod: PaymentChoice | null;
  nftId: string | null;
  /** The token the chain minted (the same token once minted, whatever the retries). */
  chainToken: MintedToken | null;
  /** Why the chain refused the mint, as the minter worded it. */
  mintFailure: string | null;
  listing: StorefrontListingRecord | null;
  /** Editions sold by the listings before the current one (a new listing takes at most editions - sold). */
  soldEditions: number;
  createdAt: string;
  updatedAt: string;
}

export const STOREFRONT_NFT_ENTITY = 'storefront-nft';
export const storefrontNftKey = (uuid: string) => ({ pk: `STOREFRONT_NFT#${uuid}`, sk: 'STOREFRONT_NFT' });
const creatorNftsPk = (creatorId: string) => `CREATOR#${creatorId}#NFTS`;
/** The catalog NFT's pointer back to its storefront NFT (GET /storefront_nft/{id} takes the catalog id). */
const byNftIdKey = (nftId: string) => ({ pk: `STOREFRONT_NFT_OF#${nftId}`, sk: 'STOREFRONT_NFT_OF' });

const LISTED_PK = 'STOREFRONT_LISTED';

/** gsi1: the creator's NFTs by creation; gsi2 (sparse): every listed NFT, by when its listing starts. */
const storefrontNftItem = (record: StorefrontNftRecord): Item => ({
  ...storefrontNftKey(record.uuid),
  gsi1pk: creatorNftsPk(record.creatorId),
  gsi1sk: `${record.createdAt}#${record.uuid}`,
  ...(record.listing && { gsi2pk: LISTED_PK, gsi2sk: `${record.listing.startsAt}#${record.uuid}` }),
  entity: STOREFRONT_NFT_ENTITY,
  ...record,
});

/** Records written before the chain mint lack its fields: they read as null. */
export function storefrontNftFromItem(item: Item): StorefrontNftRecord {
  const record = recordOf<StorefrontNftRecord>(item);
  return { ...record, chainToken: record.chainToken ?? null, mintFailure: record.mintFailure ?? null };
}

export const getStorefrontNft = (db: Db, uuid: string) =>
  getItem(db, storefrontNftKey(uuid).pk, storefrontNftKey(uuid).sk, storefrontNftFromItem);

export const getStorefrontNftUuidOf = (db: Db, nftId: string) =>
  getItem(db, byNftIdKey(nftId).pk, byNftIdKey(nftId).sk, (item) => String(item.uuid));

export const putNewStorefrontNft = (db: Db, record: StorefrontNftRecord): TransactItem =>
  putNew(db, storefrontNftItem(record));

/** Saves a record read at `readAt` (its updatedAt then): a change since fails the write. */
export const saveStorefrontNft = (
  db: Db,
  record: StorefrontNftRecord,
  readAt: string,
  indexes: Item = {},
): TransactItem => ({
  Put: {
    TableName: db.tableName,
    Item: { ...storefrontNftItem(record), ...indexes },
    ConditionExpression: 'updatedAt = :readAt',
    ExpressionAttributeValues: { ':readAt': readAt },
  },
});

/** A draft starts minting: in the recovery index (by its order) until its workflow is known to run. */
export const startStorefrontMint = (
  db: Db,
  record: StorefrontNftRecord,
  mint: { orderId: string; method: PaymentChoice; at: string },
): TransactItem =>
  saveStorefrontNft(
    db,
    {
      ...record,
      status: 'minting',
      mintOrderId: mint.orderId,
      mintMethod: mint.method,
      updatedAt: mint.at,
    },
    record.updatedAt,
    recoveryIndexKeys(mint.orderId, mint.at),
  );

type MintStep =
  | { status: 'minted'; nftId: string; chainToken: MintedToken; at: string }
  | { status: 'mint_failed'; at: string };

/** The chain refused the mint: kept while the NFT is still minting, for the failure step to end it. */
export const refuseStorefrontMint = (db: Db, uuid: string, mintFailure: string): TransactItem => ({
  Update: {
    TableName: db.tableName,
    Key: storefrontNftKey(uuid),
    UpdateExpression: 'SET mintFailure = :mintFailure',
    ConditionExpression: '#status = :minting',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':mintFailure': mintFailure, ':minting': 'minting' },
  },
});

/** Ends a mint still minting (out of the recovery index), with the pointer from the catalog NFT when minted. */
export const endStorefrontMint = (db: Db, uuid: string, step: MintStep): TransactItem[] => {
  const { at, ...fields } = step;
  const end = advanceWork(db, storefrontNftKey(uuid), ['minting'], { ...fields, updatedAt: at, at });
  if (step.status !== 'minted') return [end];
  return [end, putNew(db, { ...byNftIdKey(step.nftId), entity: 'storefront-nft-of', uuid })];
};

/** A creator's NFTs, newest first. */
export const listCreatorStorefrontNfts = (db: Db, creatorId: string) =>
  queryItems(db, { index: 'gsi1', pk: creatorNftsPk(creatorId), descending: true }, storefrontNftFromItem);

/** Every storefront NFT with a listing (active or ended), newest listing first. */
export const listListedStorefrontNfts = (db: Db) =>
  queryItems(db, { index: 'gsi2', pk: LISTED_PK, descending: true }, storefrontNftFromItem);

/**
 * The listing `auctionId` ended (by time or sold out): stamped once, so the creator's notice written with it goes
 * once. Fails when the listing was stamped or replaced. Bumps updatedAt: a relist read before it fails and retries.
 */
export const markStorefrontListingEnded = (
  db: Db,
  uuid: string,
  auctionId: string,
  at: string,
): TransactItem => ({
  Update: {
    TableName: db.tableName,
    Key: storefrontNftKey(uuid),
    UpdateExpression: 'SET listing.endedAt = :at, updatedAt = :at',
    ConditionExpression: 'listing.auctionId = :auction AND attribute_not_exists(listing.endedAt)',
    ExpressionAttributeValues: { ':at': at, ':auction': auctionId },
  },
});
