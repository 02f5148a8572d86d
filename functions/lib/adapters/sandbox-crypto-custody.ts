import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { CryptoNetwork } from '../../../shared/api/schemas/crypto';
import { currencySchema } from '../../../shared/domain/enum-schemas';
import type { Currency } from '../../../shared/domain/enums';
import { type Db, getItem, type Item } from '../../data/db';
import { segwitAddressEncode } from '../../domain/crypto/addresses/bech32';
import { BITCOIN_HRP } from '../../domain/crypto/addresses/bitcoin';
import { canonicalAddress, networkOf } from '../../domain/crypto/addresses/index';
import { encodeTezosAddress } from '../../domain/crypto/addresses/tezos';
import { toChecksumAddress } from '../../domain/wallet-signature';
import type { ConfirmedDeposit, CryptoCustodyPort } from '../ports/crypto-custody';
import { CustodySendRefusedError } from '../ports/crypto-custody';

/**
 * Refund addresses the sandbox refuses to send to, one per network (the well-known burn addresses), so a tester
 * can see a failed refund ('Withdraw coin failed.', balance given back). README lists them.
 */
export const SANDBOX_FAILING_REFUND_ADDRESSES: Readonly<Record<CryptoNetwork, string>> = {
  ETH: '0x000000000000000000000000000000000000dEaD',
  XTZ: 'tz1burnburnburnburnburnburnburjAYjjX',
  BTC: '1BitcoinEaterAddressDontSendf59kuE',
};

const HASH_LENGTH = 20;

/** A valid address of the network, always the same for the same label. */
export function sandboxAddress(network: CryptoNetwork, label: string): string {
  const hash = sha256(utf8ToBytes(`sandbox-custody:${network}:${label}`)).slice(0, HASH_LENGTH);
  switch (network) {
    case 'ETH':
      return toChecksumAddress(`0x${bytesToHex(hash)}`);
    case 'XTZ':
      return encodeTezosAddress('tz1', hash);
    case 'BTC':
      return segwitAddressEncode(BITCOIN_HRP, 0, hash);
  }
}

// Sandbox custody state, local cloud only: transfers the tester sent in, and the sends made (by reference).
const transferKey = (txId: string) => ({ pk: `CUSTODY_SANDBOX_TRANSFER#${txId}`, sk: 'TRANSFER' });
const sendKey = (reference: string) => ({ pk: `CUSTODY_SANDBOX_SEND#${reference}`, sk: 'SEND' });

/** Puts the item unless its key exists; answers the item stored under the key either way. */
async function putOnce(db: Db, key: { pk: string; sk: string }, item: Item): Promise<Item> {
  try {
    await db.client.send(
      new PutCommand({
        TableName: db.tableName,
        Item: { ...key, ...item },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return item;
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    return (await getItem(db, key.pk, key.sk, (found) => found)) ?? item;
  }
}

export type SandboxTransferResult =
  | { ok: true; deposit: ConfirmedDeposit }
  | { ok: false; reason: 'tx_id_taken' };

/**
 * What the sandbox page does when the tester sends coins: the transfer lands at the address and is confirmed.
 * A transaction id is a transfer's forever: sending it again with the same content is a replay, with other
 * content it is refused.
 */
export async function recordSandboxTransfer(
  db: Db,
  deposit: ConfirmedDeposit,
): Promise<SandboxTransferResult> {
  const stored = await putOnce(db, transferKey(deposit.txId), {
    entity: 'custody-sandbox-transfer',
    ...deposit,
  });
  const same =
    stored.coin === deposit.coin && stored.address === deposit.address && stored.micros === deposit.micros;
  return same ? { ok: true, deposit } : { ok: false, reason: 'tx_id_taken' };
}

const sandboxTxId = (seed: string) => bytesToHex(sha256(utf8ToBytes(`sandbox-tx:${seed}`)));

/** A fresh transaction id for a transfer the tester sends. */
export const newSandboxTxId = (newId: () => string) => sandboxTxId(newId());

/**
 * Custody in test mode: addresses derived from their label (valid for their network), sends that always succeed
 * except to SANDBOX_FAILING_REFUND_ADDRESSES, and notifications confirmed from the transfers the sandbox page made.
 */
export function sandboxCryptoCustody(db: Db): CryptoCustodyPort {
  const isFailing = (coin: Currency, address: string) =>
    canonicalAddress(coin, address) ===
    canonicalAddress(coin, SANDBOX_FAILING_REFUND_ADDRESSES[networkOf(coin)]);
  return {
    async createAddress(coin, label) {
      return { address: sandboxAddress(networkOf(coin), label) };
    },
    async send(coin, toAddress, micros, reference) {
      if (isFailing(coin, toAddress))
        throw new CustodySendRefusedError(`The sandbox refuses sends to ${toAddress}`);
      const stored = await putOnce(db, sendKey(reference), {
        entity: 'custody-sandbox-send',
        txId: sandboxTxId(reference),
        coin,
        toAddress,
        micros,
      });
      return { txId: String(stored.txId) };
    },
    async confirmDeposits(notification) {
      const coin = currencySchema.safeParse(notification.coin.toUpperCase());
      if (!coin.success) return [];
      const key = transferKey(notification.hash);
      const transfer = await getItem(db, key.pk, key.sk, (item) => item);
      if (!transfer || transfer.coin !== coin.data) return [];
      return [
        {
          txId: String(transfer.txId),
          coin: coin.data,
          address: String(transfer.address),
          micros: Number(transfer.micros),
        },
      ];
    },
  };
}
