import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accountPartition,
  type LedgerAccount,
  PLATFORM_SHARDS,
  shardFor,
  withShard,
} from '../../../functions/domain/ledger/accounts';
import { InvalidMovementError } from '../../../functions/domain/ledger/errors';
import {
  assertDistinctAccounts,
  MAX_LEGS,
  type MovementLeg,
  movementFingerprint,
  validateMovement,
} from '../../../functions/domain/ledger/movement';

const user = (n: number) => `user-${n}`;
const userAccount = fc.oneof(
  fc.nat(3).map((n): LedgerAccount => ({ kind: 'usd', userUuid: user(n) })),
  fc.nat(3).map((n): LedgerAccount => ({ kind: 'credit', userUuid: user(n) })),
  fc.nat(3).map((n): LedgerAccount => ({ kind: 'royalties', creatorId: user(n) })),
);
const amount = fc.integer({ min: 1, max: 1_000_000 });

/** Legs that balance: each positive leg is paid by a matching negative one. */
const balancedLegs = fc
  .array(fc.tuple(userAccount, userAccount, amount), { minLength: 1, maxLength: 10 })
  .map((pairs) =>
    pairs.flatMap(([from, to, cents]): MovementLeg[] => [
      { account: from, amount: -cents },
      { account: to, amount: cents },
    ]),
  );

const movement = (legs: MovementLeg[]) => ({ idempotencyKey: 'key-1', kind: 'test', legs });

describe('validateMovement', () => {
  it('accepts legs that sum to zero in USD', () => {
    fc.assert(fc.property(balancedLegs, (legs) => validateMovement(movement(legs))));
  });

  it('refuses legs that do not sum to zero per currency', () => {
    fc.assert(
      fc.property(balancedLegs, fc.integer({ min: -1000, max: 1000 }), (legs, skew) => {
        fc.pre(skew !== 0 && legs[0] !== undefined && legs[0].amount + skew !== 0);
        const skewed = legs.map((leg, i) => (i === 0 ? { ...leg, amount: leg.amount + skew } : leg));
        expect(() => validateMovement(movement(skewed))).toThrow(InvalidMovementError);
      }),
    );
  });

  it('keeps currencies apart: USD cannot pay for ETH', () => {
    const legs: MovementLeg[] = [
      { account: { kind: 'usd', userUuid: 'a' }, amount: -100 },
      { account: { kind: 'coin', userUuid: 'a', coin: 'ETH' }, amount: 100 },
    ];
    expect(() => validateMovement(movement(legs))).toThrow(/USD legs sum to -100/);
  });

  it('refuses fractional, zero and unsafe amounts, missing keys and too many legs', () => {
    const pair = (cents: number): MovementLeg[] => [
      { account: { kind: 'usd', userUuid: 'a' }, amount: -cents },
      { account: { kind: 'usd', userUuid: 'b' }, amount: cents },
    ];
    for (const cents of [0, 0.5, 2 ** 53]) expect(() => validateMovement(movement(pair(cents)))).toThrow();
    expect(() => validateMovement({ ...movement(pair(1)), idempotencyKey: '' })).toThrow(/idempotency key/);
    const many = Array.from(
      { length: MAX_LEGS + 1 },
      (_, i): MovementLeg => ({
        account: { kind: 'usd', userUuid: `u${i}` },
        amount: i === 0 ? -MAX_LEGS : 1,
      }),
    );
    expect(() => validateMovement(movement(many))).toThrow(/2 to 49 legs/);
  });

  it('allows availableAt only on marketplace credit coming in', () => {
    const legs: MovementLeg[] = [
      { account: { kind: 'usd', userUuid: 'a' }, amount: -100, availableAt: '2026-01-01T00:00:00Z' },
      { account: { kind: 'credit', userUuid: 'b' }, amount: 100 },
    ];
    expect(() => validateMovement(movement(legs))).toThrow(/availableAt/);
  });
});

describe('movementFingerprint', () => {
  it('does not depend on leg order, and changes with any amount', () => {
    fc.assert(
      fc.property(balancedLegs, (legs) => {
        const reversed = [...legs].reverse();
        expect(movementFingerprint(movement(reversed))).toBe(movementFingerprint(movement(legs)));
        const changed = legs.map((leg, i) => (i === 0 ? { ...leg, amount: leg.amount * 2 } : leg));
        expect(movementFingerprint(movement(changed))).not.toBe(movementFingerprint(movement(legs)));
      }),
    );
  });
});

describe('shards', () => {
  it('spreads platform accounts over the shards by movement id, and leaves user accounts alone', () => {
    const used = new Set<number>();
    for (let i = 0; i < 400; i++) {
      const shard = shardFor(`movement-${i}`);
      expect(shard).toBeGreaterThanOrEqual(0);
      expect(shard).toBeLessThan(PLATFORM_SHARDS);
      used.add(shard);
    }
    expect(used.size).toBe(PLATFORM_SHARDS);
    expect(accountPartition(withShard({ kind: 'revenue' }, 'm1'))).toBe(`LEDGER#revenue#${shardFor('m1')}`);
    expect(accountPartition(withShard({ kind: 'usd', userUuid: 'u1' }, 'm1'))).toBe('USER#u1');
    expect(accountPartition(withShard({ kind: 'revenue', shard: 3 }, 'm1'))).toBe('LEDGER#revenue#3');
    expect(() => accountPartition({ kind: 'revenue' })).toThrow(/No shard/);
  });

  it('refuses two legs on one account', () => {
    const account: LedgerAccount = { kind: 'usd', userUuid: 'a' };
    expect(() => assertDistinctAccounts([account, { ...account }])).toThrow(/more than one leg/);
  });
});
