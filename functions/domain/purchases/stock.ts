import { randomInt } from 'node:crypto';
import type { StockTake } from '../../data/auction-purchase';
import { cancellationCodes, type Db, type TransactItem, transactWrite } from '../../data/db';
import { initialShare, readShards, STOCK_SHARDS, takeUnits } from '../../data/stock-shard';
import type { Deps } from '../../lib/deps';
import { pause } from './pack-stock';

/** Reads and tries: a concurrent buyer emptying a shard between our read and our write costs one try. */
const RESERVE_TRIES = 20;

/** Every shard's units, in shard order (one batch read); a shard never used holds its share. */
export async function readStock(db: Db, stockId: string, quantity: number): Promise<number[]> {
  const shards = Array.from({ length: STOCK_SHARDS }, (_, shard) => shard);
  const read = await readShards(db, stockId, shards);
  return read.map((units, shard) => units ?? initialShare(quantity, shard));
}

/** Units left in all shards (reads cost no write units and touch no shared item). */
export const unitsLeft = async (db: Db, stockId: string, quantity: number) =>
  (await readStock(db, stockId, quantity)).reduce((sum, units) => sum + units, 0);

/** The view of the shards with `changed` read again. */
async function rereadShards(
  db: Db,
  stock: { id: string; quantity: number },
  shards: number[],
  changed: StockTake[],
) {
  const units = await readShards(
    db,
    stock.id,
    changed.map(({ shard }) => shard),
  );
  const next = [...shards];
  changed.forEach(({ shard }, i) => {
    next[shard] = units[i] ?? initialShare(stock.quantity, shard);
  });
  return next;
}

/** Takes `units` from the shards, starting at a random one so concurrent buyers rarely write the same key. */
function planTakes(stock: number[], units: number): StockTake[] | null {
  const start = randomInt(STOCK_SHARDS);
  const takes: StockTake[] = [];
  let needed = units;
  for (let turn = 0; turn < STOCK_SHARDS && needed > 0; turn++) {
    const shard = (start + turn) % STOCK_SHARDS;
    const take = Math.min(needed, stock[shard] ?? 0);
    if (take > 0) takes.push({ shard, units: take });
    needed -= take;
  }
  return needed === 0 ? takes : null;
}

export type Reservation =
  | { status: 'reserved'; takes: StockTake[] }
  /** Fewer units are left than asked for. */
  | { status: 'short'; left: number }
  /** One of the caller's own writes failed its condition; its cancellation codes in the caller's order. */
  | { status: 'refused'; codes: string[] };

/**
 * Takes `units` of the stock in one transaction with the caller's writes (the purchase record, the buyer's
 * count), built from the planned takes. Never more than the stock: each take is conditional on its shard. A null
 * stock (open editions) never runs out: only the caller's writes are made.
 */
export async function reserveUnits(
  deps: Deps,
  stock: { id: string; quantity: number } | null,
  units: number,
  callerWrites: (takes: StockTake[]) => TransactItem[],
): Promise<Reservation> {
  let shards = stock ? await readStock(deps.db, stock.id, stock.quantity) : [];
  for (let attempt = 1; attempt <= RESERVE_TRIES; attempt++) {
    const takes = stock ? planTakes(shards, units) : [];
    if (!takes) return { status: 'short', left: shards.reduce((sum, left) => sum + left, 0) };
    const own = callerWrites(takes);
    const stockWrites = stock ? takes.map((t) => takeUnits(deps.db, stock, t.shard, t.units)) : [];
    try {
      await transactWrite(deps.db, [...own, ...stockWrites]);
      return { status: 'reserved', takes };
    } catch (error) {
      const codes = cancellationCodes(error);
      if (!codes) throw error;
      const ownCodes = codes.slice(0, own.length);
      if (ownCodes.includes('ConditionalCheckFailed')) return { status: 'refused', codes: ownCodes };
      // Read again only the shards another buyer changed under us (emptied, or written at the same moment).
      const changed = takes.filter((_, i) => codes[own.length + i] !== 'None');
      if (stock && changed.length > 0) shards = await rereadShards(deps.db, stock, shards, changed);
      await pause(attempt);
    }
  }
  throw new Error(
    `Stock ${stock?.id ?? 'open'} stayed contended for ${RESERVE_TRIES} tries; a retry may succeed`,
  );
}
