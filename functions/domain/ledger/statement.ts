import type { StatementAccount } from '../../../shared/api/schemas/billing';
import { getLedgerAccount } from '../../data/ledger-account';
import { type LedgerEntryRecord, listEntries } from '../../data/ledger-movement';
import { getOrder, type OrderRecord } from '../../data/order';
import type { Deps } from '../../lib/deps';
import type { LedgerAccount } from './accounts';
import { hasLots } from './movement';

export interface StatementLine {
  id: string;
  at: string;
  kind: string;
  title: string | null;
  /** Signed minor units of the account (cents, coin micro-units). */
  amount: number;
  /** The fees of the order this movement paid or was paid from, cents. */
  feeCents: number;
  state: 'held' | 'available' | 'reversed' | null;
  availableAt: string | null;
}

export interface StatementPage {
  balance: number;
  count: number;
  lines: StatementLine[];
}

export const statementLedgerAccount = (userUuid: string, account: StatementAccount): LedgerAccount =>
  account === 'credit' || account === 'usd' || account === 'earnings'
    ? { kind: account, userUuid }
    : { kind: 'coin', userUuid, coin: account };

/**
 * What an order's movement cost this user in fees: a buyer's the order's fees; a seller's what the sale's
 * royalty and platform fee kept of the price (when they were its one seller).
 */
function feeOf(order: OrderRecord | undefined, entry: LedgerEntryRecord, userUuid: string): number {
  if (!order) return 0;
  if (order.userUuid === userUuid && entry.amount < 0)
    return order.fees.reduce((sum, fee) => sum + fee.amountCents, 0);
  const paid = order.payees.filter(
    (payee) => (payee.to === 'seller' || payee.to === 'earnings') && payee.userUuid === userUuid,
  );
  const sellers = order.payees.filter((payee) => payee.to === 'seller' || payee.to === 'earnings');
  if (entry.amount > 0 && paid.length === 1 && sellers.length === 1)
    return order.priceCents - (paid[0]?.amountCents ?? 0);
  return 0;
}

/** The kind a statement names: what the movement was, from the user's side. */
function kindOf(entry: LedgerEntryRecord, order: OrderRecord | undefined, userUuid: string): string {
  const kind = entry.kind ?? 'movement';
  if ((kind === 'order' || kind === 'capture') && order)
    return order.userUuid === userUuid && entry.amount < 0 ? order.kind : 'sale';
  return kind;
}

/**
 * A statement of one of the user's balances: every movement of the account, newest first, paged, with what it
 * was for (the order's title), its fees, and for credit or earnings coming in whether it is held (card-funded,
 * until availableAt), available or was taken back by a chargeback.
 */
export async function readStatement(
  deps: Pick<Deps, 'db' | 'clock'>,
  userUuid: string,
  account: StatementAccount,
  page: { page: number; pageSize: number },
): Promise<StatementPage> {
  const ledgerAccount = statementLedgerAccount(userUuid, account);
  const [item, entries] = await Promise.all([
    getLedgerAccount(deps.db, ledgerAccount),
    listEntries(deps.db, ledgerAccount),
  ]);
  const reversed = new Map<string, number>();
  for (const entry of entries)
    if (entry.reverses) reversed.set(entry.reverses, (reversed.get(entry.reverses) ?? 0) - entry.amount);
  const newest = [...entries].sort(
    (a, b) => b.createdAt.localeCompare(a.createdAt) || b.movementId.localeCompare(a.movementId),
  );
  const shown = newest.slice((page.page - 1) * page.pageSize, page.page * page.pageSize);
  const references = [...new Set(shown.flatMap((entry) => (entry.reference ? [entry.reference] : [])))];
  const orders = new Map(
    (await Promise.all(references.map((id) => getOrder(deps.db, id)))).flatMap((order) =>
      order ? [[order.id, order] as const] : [],
    ),
  );
  const now = deps.clock.now().toISOString();
  const lines = shown.map((entry): StatementLine => {
    const order = entry.reference ? orders.get(entry.reference) : undefined;
    const lotIn = hasLots(ledgerAccount) && entry.amount > 0;
    const availableAt = lotIn ? (entry.availableAt ?? entry.createdAt) : null;
    const state = !lotIn
      ? null
      : (reversed.get(entry.movementId) ?? 0) >= entry.amount
        ? 'reversed'
        : availableAt && availableAt > now
          ? 'held'
          : 'available';
    return {
      id: `${entry.movementId}#${entry.leg}`,
      at: entry.createdAt,
      kind: kindOf(entry, order, userUuid),
      title: order?.title ?? null,
      amount: entry.amount,
      feeCents: feeOf(order, entry, userUuid),
      state,
      availableAt,
    };
  });
  return { balance: item?.balance ?? 0, count: entries.length, lines };
}
