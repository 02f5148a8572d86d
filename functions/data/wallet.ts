import type { WalletNetwork } from '../../shared/domain/wallet';
import { type Db, getItem, type Item, putNew, queryItems, type TransactItem } from './db';
import { userKey } from './user';

/**
 * A wallet linked to a user, in the user's partition; plus one claim item per (network, address) written in the
 * same transaction, so an address can be linked to one account only.
 */
export interface WalletRecord {
  uuid: string;
  userUuid: string;
  /** As the client sent it (EIP-55 checksummed or not); the claim key uses the lower-case form. */
  address: string;
  connection: string;
  network: WalletNetwork;
  linkedAt: string;
}

export type WalletView = Pick<WalletRecord, 'uuid' | 'address' | 'connection' | 'network'>;

const WALLET_PREFIX = 'WALLET#';

export const walletKey = (userUuid: string, uuid: string) => ({
  pk: userKey(userUuid).pk,
  sk: `${WALLET_PREFIX}${uuid}`,
});

export const walletClaimKey = (network: WalletNetwork, address: string) => ({
  pk: `WALLET_ADDRESS#${network}#${address.toLowerCase()}`,
  sk: 'WALLET_ADDRESS',
});

const toItem = (wallet: WalletRecord): Item => ({
  ...walletKey(wallet.userUuid, wallet.uuid),
  entity: 'wallet',
  ...wallet,
});

const fromItem = (item: Item): WalletRecord => ({
  uuid: String(item.uuid),
  userUuid: String(item.userUuid),
  address: String(item.address),
  connection: String(item.connection),
  network: item.network as WalletNetwork,
  linkedAt: String(item.linkedAt),
});

export const toWalletView = ({ uuid, address, connection, network }: WalletRecord): WalletView => ({
  uuid,
  address,
  connection,
  network,
});

/** Both items of a new link; the claim's condition fails (ConditionalCheckFailed) when the address is taken. */
export const linkWallet = (db: Db, wallet: WalletRecord): TransactItem[] => [
  putNew(db, toItem(wallet)),
  putNew(db, {
    ...walletClaimKey(wallet.network, wallet.address),
    entity: 'wallet-claim',
    userUuid: wallet.userUuid,
    walletUuid: wallet.uuid,
  }),
];

/** Removes the wallet and its claim; the condition fails when the wallet is already gone. */
export const unlinkWallet = (db: Db, wallet: WalletRecord): TransactItem[] => [
  {
    Delete: {
      TableName: db.tableName,
      Key: walletKey(wallet.userUuid, wallet.uuid),
      ConditionExpression: 'attribute_exists(pk)',
    },
  },
  { Delete: { TableName: db.tableName, Key: walletClaimKey(wallet.network, wallet.address) } },
];

/** A user's wallet; a caller only ever reads their own partition, so another user's wallet is not found. */
export const getWallet = (db: Db, userUuid: string, uuid: string) =>
  getItem(db, walletKey(userUuid, uuid).pk, walletKey(userUuid, uuid).sk, fromItem);

/** The user's wallets, oldest link first (wallet ids are time-sortable). */
export async function listWallets(db: Db, userUuid: string): Promise<WalletView[]> {
  const wallets = await queryItems(
    db,
    { pk: userKey(userUuid).pk, skBeginsWith: WALLET_PREFIX, consistent: true },
    fromItem,
  );
  return wallets.map(toWalletView);
}
