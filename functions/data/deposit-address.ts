import type { CryptoNetwork } from '../../shared/api/schemas/crypto';
import type { Currency } from '../../shared/domain/enums';
import { type Db, getItem, type Item, put, putNew, queryItems, recordOf, transactWrite } from './db';
import { userKey } from './user';

/**
 * A deposit address made for a user, with the refund (withdraw) address entered with it. Two items in one
 * transaction: the user's current address per coin (replaced by the next one), and a claim per (network,
 * address) that finds the owner of any address ever made, so a deposit that arrives after the address expired
 * is still credited.
 */
export interface DepositAddressRecord {
  userUuid: string;
  coin: Currency;
  network: CryptoNetwork;
  /** As the custody provider gave it. */
  address: string;
  /** The refund address, as the user entered it (validated for the network). */
  withdrawAddress: string;
  createdAt: string;
  expiresAt: string;
}

const CURRENT_PREFIX = 'DEPOSIT_ADDRESS#';

export const currentDepositAddressKey = (userUuid: string, coin: Currency) => ({
  pk: userKey(userUuid).pk,
  sk: `${CURRENT_PREFIX}${coin}`,
});

/** `canonical`: the address's one lookup spelling (see canonicalAddress). */
export const depositAddressClaimKey = (network: CryptoNetwork, canonical: string) => ({
  pk: `DEPOSIT_ADDRESS#${network}#${canonical}`,
  sk: 'DEPOSIT_ADDRESS',
});

const fromItem = (item: Item) => recordOf<DepositAddressRecord>(item);

/** Claims the address (refused if another user's) and makes it the user's current one for the coin. */
export async function saveDepositAddress(
  db: Db,
  record: DepositAddressRecord,
  canonical: string,
): Promise<void> {
  await transactWrite(db, [
    putNew(db, {
      ...depositAddressClaimKey(record.network, canonical),
      entity: 'deposit-address-claim',
      ...record,
    }),
    put(db, {
      ...currentDepositAddressKey(record.userUuid, record.coin),
      entity: 'deposit-address',
      ...record,
    }),
  ]);
}

/** The user's current address per coin (the latest made). */
export const listCurrentDepositAddresses = (db: Db, userUuid: string) =>
  queryItems(db, { pk: userKey(userUuid).pk, skBeginsWith: CURRENT_PREFIX, consistent: true }, fromItem);

export const getCurrentDepositAddress = (db: Db, userUuid: string, coin: Currency) => {
  const key = currentDepositAddressKey(userUuid, coin);
  return getItem(db, key.pk, key.sk, fromItem);
};

/** Who an address of the network was made for, whenever it was made. */
export const findDepositAddress = (db: Db, network: CryptoNetwork, canonical: string) => {
  const key = depositAddressClaimKey(network, canonical);
  return getItem(db, key.pk, key.sk, fromItem);
};
