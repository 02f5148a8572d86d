import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../functions/data/db';
import { getLedgerAccount } from '../../../functions/data/ledger-account';
import type { LedgerAccount } from '../../../functions/domain/ledger/accounts';
import {
  IdempotencyKeyReusedError,
  InsufficientFundsError,
  LedgerBusyError,
} from '../../../functions/domain/ledger/errors';
import type { MovementInput } from '../../../functions/domain/ledger/movement';
import { postMovement } from '../../../functions/domain/ledger/post-movement';
import { newId } from '../../../functions/lib/ids';
import { createTestDb } from '../../support/db';
import { type Fault, flakyDb, InjectedFailure, ledgerViolations } from './support';

let db: Db;
beforeAll(async () => {
  db = await createTestDb();
});

const at = new Date('2026-06-01T12:00:00.000Z');
const ctx = (over: Db = db) => ({ db: over, now: at, newId });

const usd = (userUuid: string): LedgerAccount => ({ kind: 'usd', userUuid });
const credit = (userUuid: string): LedgerAccount => ({ kind: 'credit', userUuid });
const eth = (userUuid: string): LedgerAccount => ({ kind: 'coin', userUuid, coin: 'ETH' });

const topUp = (userUuid: string, cents: number, key = newId()): MovementInput => ({
  idempotencyKey: key,
  kind: 'top-up',
  legs: [
    { account: { kind: 'clearing', currency: 'USD' }, amount: -cents },
    { account: usd(userUuid), amount: cents },
  ],
});

const balanceOf = async (account: LedgerAccount) => (await getLedgerAccount(db, account))?.balance ?? 0;

type Operation =
  | { type: 'topUp'; user: number; amount: number }
  | { type: 'depositEth'; user: number; amount: number }
  | { type: 'spendEth'; user: number; amount: number }
  | { type: 'sale'; buyer: number; seller: number; amount: number; holdDays: number }
  | { type: 'withdraw'; user: number; amount: number };

const person = fc.nat(2);
const amount = fc.integer({ min: 1, max: 5000 });
const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({ type: fc.constant('topUp' as const), user: person, amount }),
  fc.record({ type: fc.constant('depositEth' as const), user: person, amount }),
  fc.record({ type: fc.constant('spendEth' as const), user: person, amount }),
  fc.record({
    type: fc.constant('sale' as const),
    buyer: person,
    seller: person,
    amount,
    holdDays: fc.nat(120),
  }),
  fc.record({ type: fc.constant('withdraw' as const), user: person, amount }),
);
const step = fc.record({
  operation,
  faults: fc.array(fc.constantFrom<Fault>('before', 'after'), { maxLength: 2 }),
  replays: fc.nat(1),
});

/** The legs of an operation; a sale splits the price into 80% seller credit, 10% royalties, the rest revenue. */
function legsOf(op: Operation, users: string[]): MovementInput['legs'] {
  const u = (n: number) => users[n] as string;
  switch (op.type) {
    case 'topUp':
      return topUp(u(op.user), op.amount).legs;
    case 'depositEth':
      return [
        { account: { kind: 'clearing', currency: 'ETH' }, amount: -op.amount },
        { account: eth(u(op.user)), amount: op.amount },
      ];
    case 'spendEth':
      return [
        { account: eth(u(op.user)), amount: -op.amount },
        { account: { kind: 'clearing', currency: 'ETH' }, amount: op.amount },
      ];
    case 'sale': {
      const toSeller = Math.floor(op.amount * 0.8);
      const royalty = Math.floor(op.amount * 0.1);
      const availableAt = new Date(at.getTime() + op.holdDays * 86_400_000).toISOString();
      return [
        { account: usd(u(op.buyer)), amount: -op.amount },
        ...(toSeller > 0 ? [{ account: credit(u(op.seller)), amount: toSeller, availableAt }] : []),
        ...(royalty > 0
          ? [{ account: { kind: 'royalties', creatorId: 'creator-1' } as const, amount: royalty }]
          : []),
        { account: { kind: 'revenue' }, amount: op.amount - toSeller - royalty },
      ];
    }
    case 'withdraw':
      return [
        { account: credit(u(op.user)), amount: -op.amount },
        { account: { kind: 'payouts', currency: 'USD' }, amount: op.amount },
      ];
  }
}

describe('postMovement', () => {
  it('keeps every invariant through random movements, retries and injected failures', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), async (steps) => {
        const users = [newId(), newId(), newId()];
        const expected = new Map<string, number>();
        for (const { operation: op, faults, replays } of steps) {
          const input: MovementInput = { idempotencyKey: newId(), kind: op.type, legs: legsOf(op, users) };
          const pending = [...faults];
          const flaky = flakyDb(db, () => pending.shift() ?? 'none');
          let first: Awaited<ReturnType<typeof postMovement>> | undefined;
          let refused = false;
          // The caller retries with the same key until it hears an answer, as a client after a timeout would.
          while (!first && !refused) {
            try {
              first = await postMovement(ctx(flaky), input);
            } catch (error) {
              if (error instanceof InsufficientFundsError) refused = true;
              else if (!(error instanceof InjectedFailure)) throw error;
            }
          }
          if (first) {
            for (let i = 0; i < replays; i++) {
              const again = await postMovement(ctx(), input);
              expect(again.replayed).toBe(true);
              expect(again.movementId).toBe(first.movementId);
            }
            for (const leg of input.legs) {
              if ('userUuid' in leg.account) {
                const key = JSON.stringify(leg.account);
                expected.set(key, (expected.get(key) ?? 0) + leg.amount);
              }
            }
          }
        }
        for (const [key, balance] of expected) {
          expect(await balanceOf(JSON.parse(key))).toBe(balance);
        }
      }),
      { numRuns: 20 },
    );
    expect(await ledgerViolations(db)).toEqual([]);
    // Up to 200 movements with retries against DynamoDB Local: slow when the machine is busy, never stuck.
  }, 60_000);

  it('never overdraws one balance under 30 simultaneous charges', async () => {
    const buyer = newId();
    await postMovement(ctx(), topUp(buyer, 1000));
    const charge = () =>
      postMovement(ctx(), {
        idempotencyKey: newId(),
        kind: 'purchase',
        legs: [
          { account: usd(buyer), amount: -100 },
          { account: { kind: 'revenue' }, amount: 100 },
        ],
      });
    const results = await Promise.allSettled(Array.from({ length: 30 }, charge));
    const charged = results.filter((r) => r.status === 'fulfilled').length;
    for (const r of results) {
      if (r.status === 'rejected')
        expect(r.reason).toSatisfy(
          (e) => e instanceof InsufficientFundsError || e instanceof LedgerBusyError,
        );
    }
    expect(charged).toBeLessThanOrEqual(10);
    expect(charged).toBeGreaterThan(0);
    expect(await balanceOf(usd(buyer))).toBe(1000 - 100 * charged);
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('refuses a debit the balance cannot cover with InsufficientFundsError (409), writing nothing', async () => {
    const buyer = newId();
    const spend = (cents: number) =>
      postMovement(ctx(), {
        idempotencyKey: newId(),
        kind: 'purchase',
        legs: [
          { account: usd(buyer), amount: -cents },
          { account: { kind: 'revenue' }, amount: cents },
        ],
      });
    // An account that never had money does not exist yet: the condition fails the same way.
    await expect(spend(1)).rejects.toMatchObject({ status: 409, code: 'insufficient_funds', account: 'usd' });
    await postMovement(ctx(), topUp(buyer, 500));
    await expect(spend(501)).rejects.toBeInstanceOf(InsufficientFundsError);
    await spend(500);
    expect(await balanceOf(usd(buyer))).toBe(0);
  });

  it('moves money once per idempotency key, and refuses the key with other content', async () => {
    const buyer = newId();
    const key = newId();
    const first = await postMovement(ctx(), topUp(buyer, 700, key));
    const again = await postMovement(ctx(), topUp(buyer, 700, key));
    expect(again).toEqual({ ...first, replayed: true });
    expect(await balanceOf(usd(buyer))).toBe(700);
    await expect(postMovement(ctx(), topUp(buyer, 800, key))).rejects.toBeInstanceOf(
      IdempotencyKeyReusedError,
    );
  });

  it('lets processor clearing go negative but never a user account', async () => {
    const topped = await postMovement(ctx(), topUp(newId(), 100));
    const shard = Number(topped.entries[0]?.partition.split('#').at(-1));
    const clearing = await getLedgerAccount(db, { kind: 'clearing', currency: 'USD', shard });
    expect(clearing?.balance).toBeLessThanOrEqual(-100);
  });
});
