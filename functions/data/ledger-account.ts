import {
  accountName,
  accountPartition,
  currencyOf,
  type LedgerAccount,
  type LedgerCurrency,
  mayGoNegative,
} from '../domain/ledger/accounts';
import { type Db, getItem, type Item, queryItems, type TransactItem } from './db';

/** An account item: its balance in integer minor units and a version bumped by every movement that touches it. */
export interface LedgerAccountRecord {
  account: string;
  currency: LedgerCurrency;
  balance: number;
  version: number;
}

const ACCOUNT_PREFIX = 'LEDGER#';

/** User accounts sit in the user's partition beside the profile; platform accounts each in their own. */
export const ledgerAccountKey = (account: LedgerAccount) => ({
  pk: accountPartition(account),
  sk: `${ACCOUNT_PREFIX}${accountName(account)}`,
});

const fromItem = (item: Item): LedgerAccountRecord => ({
  account: String(item.account),
  currency: item.currency as LedgerCurrency,
  balance: Number(item.balance ?? 0),
  version: Number(item.version ?? 0),
});

export const getLedgerAccount = (db: Db, account: LedgerAccount) => {
  const key = ledgerAccountKey(account);
  return getItem(db, key.pk, key.sk, fromItem);
};

/** Every ledger account of a user (those money ever moved through), read consistently. */
export const listUserLedgerAccounts = (db: Db, userUuid: string) =>
  queryItems(db, { pk: `USER#${userUuid}`, skBeginsWith: ACCOUNT_PREFIX, consistent: true }, fromItem);

/**
 * Adds `amount` to the balance, creating the item on its first movement. A debit of an account that must not go
 * negative carries the condition balance >= -amount, which also fails when the account does not exist yet; with
 * `expectedVersion`, the version must still be the one the caller read.
 */
export function applyToBalance(
  db: Db,
  account: LedgerAccount,
  amount: number,
  expectedVersion?: number,
): TransactItem {
  const guarded = amount < 0 && !mayGoNegative(account);
  const conditions = [
    ...(guarded ? ['balance >= :needed'] : []),
    ...(expectedVersion === undefined
      ? []
      : [expectedVersion === 0 ? 'attribute_not_exists(version)' : 'version = :version']),
  ];
  return {
    Update: {
      TableName: db.tableName,
      Key: ledgerAccountKey(account),
      UpdateExpression:
        'SET entity = :entity, account = :account, currency = :currency ADD balance :amount, version :one',
      ...(conditions.length ? { ConditionExpression: conditions.join(' AND ') } : {}),
      ExpressionAttributeValues: {
        ':entity': 'ledger-account',
        ':account': accountName(account),
        ':currency': currencyOf(account),
        ':amount': amount,
        ':one': 1,
        ...(guarded ? { ':needed': -amount } : {}),
        ...(expectedVersion ? { ':version': expectedVersion } : {}),
      },
    },
  };
}
