import type { StatementAccount, StatementEntry } from '../../../../../shared/api/schemas/billing';
import { currencies, currencyLabels } from '../../../../../shared/domain/enums';
import { formatDate } from '../../../../../shared/format/date';
import { formatUsdFixed, parseUsdInput } from '../../../../../shared/format/usd';

/** The balances a statement covers, in the order the screen offers them. */
export const statementAccounts: readonly { value: StatementAccount; label: string }[] = [
  { value: 'credit', label: 'Marketplace Credit' },
  { value: 'usd', label: 'Prepaid USD' },
  { value: 'earnings', label: 'Creator Earnings' },
  ...currencies.map((coin) => ({ value: coin, label: `${currencyLabels[coin]} (${coin})` })),
];

export const isStatementAccount = (value: string | null): value is StatementAccount =>
  statementAccounts.some((account) => account.value === value);

const kindLabels: Record<string, string> = {
  sale: 'Sale',
  buy: 'Purchase',
  card: 'Card payment',
  bid: 'Bid',
  offer: 'Offer',
  gift: 'Gift',
  fusion: 'Fusion',
  mint: 'Minting fee',
  refund: 'Refund',
  chargeback: 'Chargeback',
  withdrawal: 'Withdrawal',
  'withdrawal-failed': 'Withdrawal failed',
  'withdrawal-returned': 'Withdrawal returned',
  payout: 'Payout',
  hold: 'Hold',
  release: 'Hold released',
  deposit: 'Deposit',
  'crypto-refund': 'Refund to wallet',
  'crypto-refund-reversal': 'Refund to wallet reversed',
  'test-fund': 'Test funds',
};

/** A movement's kind as a person reads it; an unknown kind as its own words ('seed-credit' -> 'Seed credit'). */
export function kindLabel(kind: string): string {
  const known = kindLabels[kind];
  if (known) return known;
  const words = kind.replaceAll(/[-_]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Movement';
}

const isUsdAccount = (account: StatementAccount) =>
  account === 'credit' || account === 'usd' || account === 'earnings';

/**
 * A signed amount of the account's unit: '+$12.34' / '−$5.00' for USD balances, '+0.250000 ETH' for a coin.
 */
export function amountText(amount: string, account: StatementAccount): string {
  const negative = amount.startsWith('-');
  const digits = negative ? amount.slice(1) : amount;
  const sign = negative ? '−' : '+';
  const cents = isUsdAccount(account) ? parseUsdInput(digits) : undefined;
  return cents === undefined ? `${sign}${digits} ${account}` : `${sign}${formatUsdFixed(cents)}`;
}

/** The balance now, in the account's unit. */
export function balanceText(balance: string, account: StatementAccount): string {
  const text = amountText(balance, account);
  return text.startsWith('+') ? text.slice(1) : text;
}

/** 'Held until 08/30/2026 10:00 AM', 'Available', 'Reversed (chargeback)', or '—' for outgoing movements. */
export function stateLabel(entry: Pick<StatementEntry, 'state' | 'available_at'>): string {
  switch (entry.state) {
    case 'held':
      return entry.available_at ? `Held until ${formatDate(entry.available_at)}` : 'Held';
    case 'available':
      return 'Available';
    case 'reversed':
      return 'Reversed (chargeback)';
    default:
      return '—';
  }
}
