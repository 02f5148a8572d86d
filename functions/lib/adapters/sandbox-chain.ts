import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { Blockchain } from '../../../shared/domain/enums';
import { type Db, getItem } from '../../data/db';
import { base58CheckEncode } from '../../domain/crypto/addresses/base58';
import { type ChainPort, ChainTransferRejectedError, type NftTransfer } from '../ports/chain';

/**
 * Wallets the sandbox chain refuses to send to (the well-known burn addresses), so a tester can see a failed
 * export: the item comes back to its owner. README lists them.
 */
export const SANDBOX_REJECTING_WALLETS: readonly string[] = [
  '0x000000000000000000000000000000000000dEaD',
  'tz1burnburnburnburnburnburnburjAYjjX',
];

/** Tezos operation hashes are base58check with the prefix bytes that spell 'o'. */
const TEZOS_OPERATION_PREFIX = [5, 116];

/** The chain's transaction hash of a transfer: 0x-hex on EVM chains, an 'o...' operation hash on Tezos. */
export function sandboxTransactionHash(blockchain: Blockchain, reference: string): string {
  const digest = sha256(utf8ToBytes(`sandbox-chain:${reference}`));
  if (blockchain === Blockchain.tezos)
    return base58CheckEncode(Uint8Array.from([...TEZOS_OPERATION_PREFIX, ...digest]));
  return `0x${bytesToHex(digest)}`;
}

const transferKey = (reference: string) => ({ pk: `CHAIN_SANDBOX_TRANSFER#${reference}`, sk: 'TRANSFER' });

export interface SandboxChainTransfer extends NftTransfer {
  transactionHash: string;
}

/** A transfer the sandbox chain recorded, by its reference (the export id). */
export const getSandboxChainTransfer = (db: Db, reference: string) =>
  getItem(
    db,
    transferKey(reference).pk,
    transferKey(reference).sk,
    (item) => item as unknown as SandboxChainTransfer,
  );

/**
 * The chain in test mode: every transfer is recorded once, by reference, with a transaction hash; a retry answers
 * the recorded one. Transfers to SANDBOX_REJECTING_WALLETS are refused.
 */
export function sandboxChain(db: Db): ChainPort {
  const rejecting = new Set(SANDBOX_REJECTING_WALLETS.map((address) => address.toLowerCase()));
  return {
    async transfer(transfer) {
      if (rejecting.has(transfer.toAddress.toLowerCase()))
        throw new ChainTransferRejectedError(`The sandbox chain refuses transfers to ${transfer.toAddress}`);
      const recorded: SandboxChainTransfer = {
        ...transfer,
        transactionHash: sandboxTransactionHash(transfer.blockchain, transfer.reference),
      };
      try {
        await db.client.send(
          new PutCommand({
            TableName: db.tableName,
            Item: { ...transferKey(transfer.reference), entity: 'chain-sandbox-transfer', ...recorded },
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        );
        return { transactionHash: recorded.transactionHash };
      } catch (error) {
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
        const first = await getSandboxChainTransfer(db, transfer.reference);
        return { transactionHash: first?.transactionHash ?? recorded.transactionHash };
      }
    },
  };
}
