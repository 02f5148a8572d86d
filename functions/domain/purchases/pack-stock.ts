import { randomInt } from 'node:crypto';
import { cancellationCodes, type TransactItem, transactWrite, tryTransactWrite } from '../../data/db';
import { getDropListing, setDropPackSoldOut } from '../../data/drop';
import { getPack, type PackRecord, setPackSoldOut } from '../../data/pack';
import {
  assertStockShardEmpty,
  assertStockShardHasUnits,
  claimSoldOutMarking,
  countPackBought,
  initialShare,
  readStockShards,
  releaseSoldOutMarking,
  returnStockUnit,
  STOCK_SHARDS,
  takeStockUnit,
  uncountPackBought,
} from '../../data/pack-inventory';
import { finishPurchase, getPurchase, type PurchaseRecord, reservePurchase } from '../../data/purchase';
import type { Deps } from '../../lib/deps';
import { PackSoldOutError, PurchaseLimitReachedError } from './errors';

/** How long a buyer's claim to mark a pack sold out keeps the others from trying (claimSoldOutMarking). */
const SOLD_OUT_CLAIM_MS = 5_000;

/** Reservation transactions one purchase may try before it gives up (each lost one means another buyer got a unit). */
const RESERVE_TRIES = STOCK_SHARDS * 6;

export const pause = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * 15 * attempt));

/** Units a shard can still give: its count, or its initial share when it was never created. */
const unitsOf = (pack: PackRecord, shard: number, remaining: number | undefined) =>
  remaining ?? initialShare(pack, shard);

/** The pack's units not sold nor reserved, from its shards (a draw gives out at most these). */
export async function unsoldUnits(deps: Deps, pack: PackRecord): Promise<number> {
  const remaining = await readStockShards(deps.db, pack.id);
  return Array.from({ length: STOCK_SHARDS }, (_, shard) => unitsOf(pack, shard, remaining[shard])).reduce(
    (sum, units) => sum + units,
    0,
  );
}

/**
 * A shard to take a unit from, each as likely as its share of the units left (as read), so that as the pack runs
 * out fewer buyers try a shard about to be emptied by another; undefined when none holds any.
 */
function pickShard(pack: PackRecord, remaining: (number | undefined)[]): number | undefined {
  const units = Array.from({ length: STOCK_SHARDS }, (_, shard) => unitsOf(pack, shard, remaining[shard]));
  const total = units.reduce((sum, left) => sum + left, 0);
  if (total === 0) return undefined;
  let ticket = randomInt(total);
  return units.findIndex((left) => {
    ticket -= left;
    return ticket < 0;
  });
}

/** A reservation's purchase, and whether this call's transaction made it (false: a twin's record). */
export interface ReservedUnit {
  purchase: PurchaseRecord;
  created: boolean;
}

/**
 * Reserves one unit of the pack for a new purchase (or a purchase whose payment was refused before), in one
 * transaction with the purchase record and the buyer's count, from a random shard that reads as holding units
 * (pickShard), so concurrent buyers rarely write the same key. Answers the purchase; when a twin with the same order id holds it
 * already, answers the twin's record instead. Sold out when every shard reads as empty: a sold-out answer costs
 * reads, never writes (a cancelled transaction is billed, so a lost take re-reads the shards before trying again,
 * and the first buyer of a shard creates it with its take).
 * `shardsRead`: the shards as the caller read them just before (with the other items of its checkout), else read
 * here.
 */
export async function reservePackUnit(
  deps: Deps,
  pack: PackRecord,
  draft: Omit<PurchaseRecord, 'shard'>,
  shardsRead?: (number | undefined)[],
): Promise<ReservedUnit> {
  let remaining = shardsRead ?? (await readStockShards(deps.db, pack.id));
  for (let attempt = 1; attempt <= RESERVE_TRIES; attempt++) {
    const shard = pickShard(pack, remaining);
    if (shard === undefined) {
      // The take of the last unit may have missed it (its read of the shard was stale): the first buyer to read
      // every shard empty marks the pack, so the buyers after are answered from the pack's record alone.
      await markSoldOutWhenEmpty(deps, pack, remaining);
      break;
    }
    const purchase: PurchaseRecord = { ...draft, shard };
    const writes: TransactItem[] = [
      reservePurchase(deps.db, purchase),
      takeStockUnit(deps.db, pack, shard),
      ...(pack.purchaseLimit === null
        ? []
        : [countPackBought(deps.db, pack.id, draft.userUuid, pack.purchaseLimit)]),
    ];
    try {
      await transactWrite(deps.db, writes);
      // A take that emptied its shard may have taken the pack's last unit: only then are all shards read again.
      if (unitsOf(pack, shard, remaining[shard]) <= 1) await markSoldOutWhenEmpty(deps, pack);
      return { purchase, created: true };
    } catch (error) {
      const [purchaseCode, stockCode, limitCode] = cancellationCodes(error) ?? [];
      if (purchaseCode === undefined) throw error;
      if (purchaseCode === 'ConditionalCheckFailed') {
        const twin = await getPurchase(deps.db, draft.orderId);
        if (twin) return { purchase: twin, created: false };
        continue;
      }
      if (limitCode === 'ConditionalCheckFailed') throw new PurchaseLimitReachedError();
      // Another buyer emptied the shard, or wrote it at the same moment: read every shard again, so only a shard
      // that still holds units is tried and a pack sold out meanwhile is answered without a write.
      if (stockCode !== 'ConditionalCheckFailed') await pause(attempt);
      remaining = await readStockShards(deps.db, pack.id);
    }
  }
  throw new PackSoldOutError();
}

/**
 * Gives a reserved unit back after a refused payment: the purchase turns 'released' in the same transaction, so
 * concurrent retries give it back once.
 */
export async function releasePackUnit(deps: Deps, pack: PackRecord, purchase: PurchaseRecord): Promise<void> {
  const released = await tryTransactWrite(deps.db, [
    finishPurchase(deps.db, purchase.orderId, 'released', [], deps.clock.now().toISOString()),
    returnStockUnit(deps.db, pack.id, purchase.shard),
    ...(pack.purchaseLimit === null ? [] : [uncountPackBought(deps.db, pack.id, purchase.userUuid)]),
  ]);
  // A pack marked sold out while this unit was reserved is on sale again, unless the unit was taken meanwhile.
  if (released && (await getPack(deps.db, pack.id))?.soldOut)
    await setSoldOut(deps, pack, false, [assertStockShardHasUnits(deps.db, pack.id, purchase.shard)]);
}

/**
 * Marks the pack sold out, with its line in the drop's summary (and the drop, when every pack is), only while
 * every shard is still empty: units given back since the reads (`read`, else read now) keep it on sale.
 */
async function markSoldOutWhenEmpty(
  deps: Deps,
  pack: PackRecord,
  read?: (number | undefined)[],
): Promise<void> {
  const left = read ?? (await readStockShards(deps.db, pack.id));
  if (left.some((units, shard) => unitsOf(pack, shard, units) > 0)) return;
  // The buyers who read every shard empty at once would each send the same transaction of every shard (billed
  // when cancelled too): once one has marked the pack, a read of it spares the others, and until then one claim
  // elects the buyer who sends it.
  const markedAlready = async () => (await getPack(deps.db, pack.id))?.soldOut === true;
  if (await markedAlready()) return;
  const now = deps.clock.now();
  if (!(await claimSoldOutMarking(deps.db, pack.id, now, new Date(now.getTime() - SOLD_OUT_CLAIM_MS))))
    return;
  try {
    // A buyer who read the pack on sale just before another's marking may win the claim just after its release.
    if (await markedAlready()) return;
    await setSoldOut(
      deps,
      pack,
      true,
      left.map((_, shard) => assertStockShardEmpty(deps.db, pack, shard)),
    );
  } finally {
    await releaseSoldOutMarking(deps.db, pack.id);
  }
}

/** Writes the pack's sold-out state and its drop summary line in one transaction with the shards' conditions. */
async function setSoldOut(deps: Deps, pack: PackRecord, soldOut: boolean, conditions: TransactItem[]) {
  const listing = await getDropListing(deps.db, pack.dropId);
  const index = listing?.packs?.findIndex((line) => line.id === pack.id) ?? -1;
  const lines = listing?.packs ?? [];
  const everyPackSoldOut = soldOut && lines.every((line, i) => i === index || line.soldOut);
  await tryTransactWrite(deps.db, [
    ...conditions,
    setPackSoldOut(deps.db, pack.id, soldOut),
    ...(index < 0
      ? []
      : [
          setDropPackSoldOut(
            deps.db,
            pack.dropId,
            { index, packId: pack.id },
            { pack: soldOut, drop: everyPackSoldOut },
          ),
        ]),
  ]);
}
