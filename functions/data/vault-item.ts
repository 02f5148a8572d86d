import type { Theme, VaultMediaType } from '../../shared/domain/enums';
import { type Db, type Item, queryItems, recordOf, type TransactItem } from './db';
import { nftItemKey } from './nft-item';

/**
 * A piece of an NFT's vault content (spec part 1 §3 vault item), the same for every edition and shown only to an
 * edition's owner. The file is private media, read through a short-lived signed URL.
 */
export interface VaultItemRecord {
  id: string;
  nftId: string;
  /** Its place in the vault, from 1. */
  position: number;
  mediaType: VaultMediaType;
  /** The private media key of the file. */
  fileKey: string;
  /** Another vault item of the same NFT it belongs with (a track's cover), or null. */
  relatedTo: string | null;
  frameType: Theme;
  title: string;
  termsLink: string | null;
  /** Shown to the owner only once the vault is open. */
  privateDescription: string | null;
}

const vaultPk = (nftId: string) => `VAULT#${nftId}`;
const vaultSk = (position: number) => `ITEM#${String(position).padStart(4, '0')}`;

export const toItem = (record: VaultItemRecord): Item => ({
  pk: vaultPk(record.nftId),
  sk: vaultSk(record.position),
  entity: 'vault-item',
  ...record,
});

export const fromItem = (item: Item): VaultItemRecord => recordOf<VaultItemRecord>(item);

export const putVaultItem = (db: Db, record: VaultItemRecord): TransactItem => ({
  Put: { TableName: db.tableName, Item: toItem(record) },
});

/** An NFT's vault, in order (a few items: one query). */
export const listVaultItems = (db: Db, nftId: string) => queryItems(db, { pk: vaultPk(nftId) }, fromItem);

/**
 * Records that `owner` opened the item's vault at `at`, only if it is still theirs and not opened yet: of two
 * racing opens one writes, and an item sold meanwhile is not opened for its old owner.
 */
export const openItemVault = (db: Db, itemId: string, owner: string, at: string): TransactItem => ({
  Update: {
    TableName: db.tableName,
    Key: nftItemKey(itemId),
    UpdateExpression: 'SET isVaultOpened = :true, vaultOpenedAt = :at, #version = #version + :one',
    ConditionExpression: '#owner = :owner AND isVaultOpened = :false',
    ExpressionAttributeNames: { '#version': 'version', '#owner': 'owner' },
    ExpressionAttributeValues: { ':true': true, ':false': false, ':at': at, ':owner': owner, ':one': 1 },
  },
});
