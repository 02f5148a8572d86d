import { createHash } from 'node:crypto';
import { ALLOWED_PAYMENT_CRYPTO } from '../../../shared/domain/constants';
import type { Currency } from '../../../shared/domain/enums';

/** USD in integer cents, every coin in integer micro-units. */
export type LedgerCurrency = 'USD' | Currency;
export const ledgerCurrencies: readonly LedgerCurrency[] = ['USD', ...ALLOWED_PAYMENT_CRYPTO];

/** Where held money came from: prepaid USD, marketplace credit or a prepaid coin. */
export type HeldSource = 'usd' | 'credit' | Currency;

/**
 * Every account money can sit in. User accounts: prepaid USD, marketplace credit, storefront earnings, one prepaid
 * balance per coin, and what is held for bids, per source (so a release returns it where it came from). Platform accounts:
 * revenue, royalties payable per creator, processor clearing and pending payouts per currency.
 */
export type LedgerAccount =
  | { kind: 'usd'; userUuid: string }
  | { kind: 'credit'; userUuid: string }
  /** A creator's storefront earnings, withdrawn like marketplace credit (never spent on purchases). */
  | { kind: 'earnings'; userUuid: string }
  | { kind: 'coin'; userUuid: string; coin: Currency }
  /**
   * What a user owes the platform: a chargeback took back more of a sale than their credit and earnings still had.
   * It goes below zero (the debt is recorded, never taken silently from revenue), and as much of their credit or
   * earnings as they owe may not be withdrawn.
   */
  | { kind: 'recovery'; userUuid: string }
  | { kind: 'held'; userUuid: string; source: HeldSource }
  | { kind: 'revenue'; shard?: number }
  | { kind: 'royalties'; creatorId: string }
  | { kind: 'clearing'; currency: LedgerCurrency; shard?: number }
  | { kind: 'payouts'; currency: LedgerCurrency; shard?: number };

/**
 * Revenue, clearing and payouts take a write from nearly every sale; one partition takes at most 1,000 WCU/s and
 * a transactional write costs 2 WCU. So each is split into this many shard items, each in its own partition; a
 * movement writes the shard picked by the hash of its id, and the account's balance is the sum of its shards.
 */
export const PLATFORM_SHARDS = 16;

const shardedKinds = new Set<LedgerAccount['kind']>(['revenue', 'clearing', 'payouts']);

export const isUserAccount = (
  account: LedgerAccount,
): account is Extract<LedgerAccount, { userUuid: string }> => 'userUuid' in account;

/**
 * Processor clearing may go below zero (it mirrors money the processor owes us but has not settled yet), and a
 * user's recovery account (what they owe after a chargeback); no other account may.
 */
export const mayGoNegative = (account: LedgerAccount): boolean =>
  account.kind === 'clearing' || account.kind === 'recovery';

export function currencyOf(account: LedgerAccount): LedgerCurrency {
  switch (account.kind) {
    case 'coin':
      return account.coin;
    case 'held':
      return account.source === 'usd' || account.source === 'credit' ? 'USD' : account.source;
    case 'clearing':
    case 'payouts':
      return account.currency;
    default:
      return 'USD';
  }
}

/** The shard a movement writes for a sharded platform account: stable for a movement id, spread across ids. */
export function shardFor(movementId: string): number {
  return createHash('sha256').update(movementId).digest().readUInt32BE(0) % PLATFORM_SHARDS;
}

/** Pins a sharded account to the shard of `movementId` unless the caller chose one (e.g. a refund's sale). */
export function withShard(account: LedgerAccount, movementId: string): LedgerAccount {
  if (!shardedKinds.has(account.kind) || ('shard' in account && account.shard !== undefined)) return account;
  return { ...account, shard: shardFor(movementId) } as LedgerAccount;
}

/** The account's name inside its partition, e.g. 'usd', 'coin#ETH', 'held#credit', 'royalties#<creator>'. */
export function accountName(account: LedgerAccount): string {
  switch (account.kind) {
    case 'coin':
      return `coin#${account.coin}`;
    case 'held':
      return `held#${account.source}`;
    case 'royalties':
      return `royalties#${account.creatorId}`;
    case 'clearing':
    case 'payouts':
      return `${account.kind}#${account.currency}`;
    default:
      return account.kind;
  }
}

/** One partition per user (beside the profile); one per platform account and shard. */
export function accountPartition(account: LedgerAccount): string {
  if (isUserAccount(account)) return `USER#${account.userUuid}`;
  const shard = 'shard' in account && account.shard !== undefined ? `#${account.shard}` : '';
  if (shardedKinds.has(account.kind) && !shard)
    throw new Error(`No shard chosen for ${accountName(account)}`);
  return `LEDGER#${accountName(account)}${shard}`;
}

/** A stable id for an account and shard, for comparing and grouping. */
export const accountId = (account: LedgerAccount): string =>
  `${accountPartition(account)}|${accountName(account)}`;
