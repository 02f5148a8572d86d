import { cancellationCodes, type Db, type TransactItem, transactWrite } from '../../data/db';
import { applyToBalance } from '../../data/ledger-account';
import {
  getMovement,
  type LedgerEntryRecord,
  type LedgerMovementRecord,
  putNewEntry,
  putNewMovement,
} from '../../data/ledger-movement';
import { accountName, accountPartition, currencyOf, type LedgerAccount, withShard } from './accounts';
import { creditAvailableAt } from './credit-lots';
import {
  BalanceChangedError,
  IdempotencyKeyReusedError,
  InsufficientFundsError,
  LedgerBusyError,
} from './errors';
import {
  assertDistinctAccounts,
  hasLots,
  type MovementInput,
  movementFingerprint,
  validateMovement,
} from './movement';

export interface PostedMovement extends LedgerMovementRecord {
  /** True when this call found the movement its idempotency key had already made, and moved nothing. */
  replayed: boolean;
}

export interface LedgerContext {
  db: Db;
  now: Date;
  newId: () => string;
}

/** Tries when concurrent transactions on the same accounts cancel each other (TransactionConflict). */
const CONFLICT_ATTEMPTS = 5;

/**
 * Moves money: one TransactWriteItems with every leg's conditional balance update, an entry per leg and the
 * movement item keyed by the idempotency key. Either all of it is written or none. A retry with the same key
 * answers the first result; the same key with other content is refused. `alsoWrite` (e.g. an outbox event, a
 * record of what the money was for) goes into the same transaction, so it is written exactly when the money moves.
 */
export async function postMovement(
  ctx: LedgerContext,
  input: MovementInput,
  alsoWrite: TransactItem[] = [],
): Promise<PostedMovement> {
  validateMovement(input);
  const fingerprint = movementFingerprint(input);
  for (let attempt = 1; ; attempt++) {
    const { movement, accounts } = buildMovement(ctx, input, fingerprint);
    try {
      await transactWrite(ctx.db, movementItems(ctx.db, input, accounts, movement, alsoWrite));
      return { ...movement, replayed: false };
    } catch (error) {
      const codes = cancellationCodes(error);
      if (!codes) throw error;
      // The movement item is written last, so its reason is the last one.
      if (codes.at(-1) === 'ConditionalCheckFailed') return replay(ctx.db, input.idempotencyKey, fingerprint);
      const overdrawn = codes.findIndex(
        (code, i) => code === 'ConditionalCheckFailed' && i % 2 === 0 && i < 2 * input.legs.length,
      );
      if (overdrawn >= 0) {
        const account = movement.entries[overdrawn / 2]?.account ?? '';
        if (input.legs[overdrawn / 2]?.expectedVersion !== undefined) throw new BalanceChangedError(account);
        throw new InsufficientFundsError(account);
      }
      if (!codes.includes('TransactionConflict') || attempt >= CONFLICT_ATTEMPTS) {
        if (codes.includes('TransactionConflict')) throw new LedgerBusyError();
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}

/** A fresh movement id per try: it picks the shards of sharded platform accounts. */
function buildMovement(ctx: LedgerContext, input: MovementInput, fingerprint: string) {
  const movementId = ctx.newId();
  const createdAt = ctx.now.toISOString();
  const accounts = input.legs.map((leg) => withShard(leg.account, movementId));
  assertDistinctAccounts(accounts);
  const entries = input.legs.map((leg, i): LedgerEntryRecord => {
    const account = accounts[i] as LedgerAccount;
    const isLotIn = hasLots(account) && leg.amount > 0;
    return {
      movementId,
      leg: i,
      account: accountName(account),
      partition: accountPartition(account),
      currency: currencyOf(account),
      amount: leg.amount,
      createdAt,
      kind: input.kind,
      ...(input.reference ? { reference: input.reference } : {}),
      ...(isLotIn ? { availableAt: creditAvailableAt(ctx.now, leg.availableAt) } : {}),
      ...(leg.reversesLot ? { reverses: leg.reversesLot } : {}),
    };
  });
  const movement: LedgerMovementRecord = {
    idempotencyKey: input.idempotencyKey,
    movementId,
    kind: input.kind,
    reference: input.reference ?? null,
    fingerprint,
    createdAt,
    entries,
  };
  return { movement, accounts };
}

/** Per leg: the balance update (even index) then its entry; the caller's items; the movement item last. */
function movementItems(
  db: Db,
  input: MovementInput,
  accounts: LedgerAccount[],
  movement: LedgerMovementRecord,
  alsoWrite: TransactItem[],
): TransactItem[] {
  const items = movement.entries.flatMap((entry, i) => {
    const account = accounts[i] as LedgerAccount;
    const expectedVersion = input.legs[i]?.expectedVersion;
    return [applyToBalance(db, account, entry.amount, expectedVersion), putNewEntry(db, account, entry)];
  });
  return [...items, ...alsoWrite, putNewMovement(db, movement)];
}

async function replay(db: Db, idempotencyKey: string, fingerprint: string): Promise<PostedMovement> {
  const first = await getMovement(db, idempotencyKey);
  if (!first) throw new Error(`Movement ${idempotencyKey} refused as a duplicate but not found`);
  if (first.fingerprint !== fingerprint) throw new IdempotencyKeyReusedError(idempotencyKey);
  return { ...first, replayed: true };
}
