import { randomInt } from 'node:crypto';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { type TransactItem, transactWrite, tryTransactWrite } from '../../data/db';
import type { PackRecord } from '../../data/pack';
import {
  countPackBought,
  putNewStockShard,
  readStockShard,
  returnStockUnit,
  STOCK_SHARDS,
  takeStockUnit,
  uncountPackBought,
} from '../../data/pack-inventory';
import { finishPurchase, getPurchase, type PurchaseRecord, reservePurchase } from '../../data/purchase';
import type { Deps } from '../../lib/deps';
import { PackSoldOutError, PurchaseLimitReachedError } from './errors';

/** Tries on one shard: creating it on first use, or a concurrent transaction on it cancelling ours. */
const TRIES_PER_SHARD = 6;

const cancellationCodes = (error: unknown): string[] | undefined =>
  error instanceof TransactionCanceledException
    ? (error.CancellationReasons ?? []).map((reason) => reason.Code ?? 'None')
    : undefined;

export const pause = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * 15 * attempt));

/**
 * Reserves one unit of the pack for a new purchase (or a purchase whose payment was refused before), in one
 * transaction with the purchase record and the buyer's count: from a random shard, then the others in turn, so
 * concurrent buyers rarely write the same key; shards read as empty are skipped. Answers the purchase; when a twin with the same order id holds
 * it already, answers the twin's record instead. Sold out when every shard is empty.
 */
export async function reservePackUnit(
  deps: Deps,
  pack: PackRecord,
  draft: Omit<PurchaseRecord, 'shard'>,
): Promise<PurchaseRecord> {
  const start = randomInt(STOCK_SHARDS);
  const order = Array.from({ length: STOCK_SHARDS }, (_, turn) => (start + turn) % STOCK_SHARDS);
  // Reads cost no write units: skip the shards already empty instead of failing a transaction on each (a sold
  // out rush would otherwise spend ~30 transactional writes per refused buyer). Not created yet counts as open.
  const remaining = await Promise.all(order.map((shard) => readStockShard(deps.db, pack.id, shard)));
  for (const shard of order.filter((_, i) => remaining[i] !== 0)) {
    const purchase: PurchaseRecord = { ...draft, shard };
    const writes: TransactItem[] = [
      reservePurchase(deps.db, purchase),
      takeStockUnit(deps.db, pack.id, shard),
      ...(pack.purchaseLimit === null
        ? []
        : [countPackBought(deps.db, pack.id, draft.userUuid, pack.purchaseLimit)]),
    ];
    for (let attempt = 1; attempt <= TRIES_PER_SHARD; attempt++) {
      try {
        await transactWrite(deps.db, writes);
        return purchase;
      } catch (error) {
        const [purchaseCode, stockCode, limitCode] = cancellationCodes(error) ?? [];
        if (purchaseCode === undefined) throw error;
        if (purchaseCode === 'ConditionalCheckFailed') {
          const twin = await getPurchase(deps.db, draft.orderId);
          if (twin) return twin;
          continue;
        }
        if (limitCode === 'ConditionalCheckFailed') throw new PurchaseLimitReachedError();
        if (stockCode === 'ConditionalCheckFailed') {
          if ((await readStockShard(deps.db, pack.id, shard)) !== undefined) break;
          await tryTransactWrite(deps.db, [putNewStockShard(deps.db, pack, shard)]);
          continue;
        }
        await pause(attempt);
      }
    }
  }
  throw new PackSoldOutError();
}

/**
 * Gives a reserved unit back after a refused payment: the purchase turns 'released' in the same transaction, so
 * concurrent retries give it back once.
 */
export async function releasePackUnit(deps: Deps, pack: PackRecord, purchase: PurchaseRecord): Promise<void> {
  await tryTransactWrite(deps.db, [
    finishPurchase(deps.db, purchase.orderId, 'released', [], deps.clock.now().toISOString()),
    returnStockUnit(deps.db, pack.id, purchase.shard),
    ...(pack.purchaseLimit === null ? [] : [uncountPackBought(deps.db, pack.id, purchase.userUuid)]),
  ]);
}
