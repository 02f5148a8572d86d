import { ORDER_HISTORY_PAGE_SIZE } from '../../../shared/domain/constants';
import { HistoryKind, PaymentMethod } from '../../../shared/domain/enums';
import type { Db } from '../../data/db';
import type { LineItemRecord } from '../../data/nft-item';
import { getOrder, type OrderRecord } from '../../data/order';
import { listHistory, type OwnershipHistoryRecord } from '../../data/ownership-history';
import { getUser } from '../../data/user';
import { historyKind } from './history-kind';
import { pageOfList } from './owned-items';
import { withoutBuyersPayment } from './transfer-item';

export interface MyHistoryFilter {
  /** Matched case-insensitively against the title, the artist's name and the pack's title. */
  search?: string;
  oldestFirst: boolean;
}

/**
 * One line of order history: what one order gave the caller (a pack's editions, or several editions of one Buy
 * Now) is one line, shown by its first edition; any other change of owner is a line of its own.
 */
export interface HistoryRow {
  entry: OwnershipHistoryRecord;
  kind: HistoryKind;
  /** The editions the line stands for. */
  editions: OwnershipHistoryRecord[];
  /** What the line cost: its order's payment with fees, else what the transfer recorded. */
  lineItem: LineItemRecord | null;
}

/** Kinds of a line the caller bought, whose order says what it cost. */
const BOUGHT: readonly HistoryKind[] = [HistoryKind.charge, HistoryKind.fromPack];
/** Kinds of a line whose order is one line: what it bought the caller, or what it paid them for (a cart's). */
const BY_ORDER: readonly HistoryKind[] = [...BOUGHT, HistoryKind.payment];

const matches = (entry: OwnershipHistoryRecord, search: string) =>
  [entry.nftItem.title, entry.nftItem.artistName, entry.bundle?.title ?? ''].some((text) =>
    text.toLowerCase().includes(search),
  );

/** The lines of a history in its order: a bought order's editions join the line of the first one seen. */
function linesOf(entries: readonly OwnershipHistoryRecord[], holder: string): HistoryRow[] {
  const lines = new Map<string, HistoryRow>();
  for (const entry of entries) {
    const kind = historyKind(entry, holder);
    const key = BY_ORDER.includes(kind) && entry.orderId ? `order:${entry.orderId}` : `entry:${entry.id}`;
    const line = lines.get(key);
    if (line) line.editions.push(entry);
    else lines.set(key, { entry, kind, editions: [entry], lineItem: entry.lineItem });
  }
  return [...lines.values()];
}

/** What the order paid the seller: their share of the price, into their marketplace credit. */
function proceedsOf(order: OrderRecord, seller: string): LineItemRecord {
  const amountCents = order.payees.reduce(
    (sum, payee) => sum + (payee.to === 'seller' && payee.userUuid === seller ? payee.amountCents : 0),
    0,
  );
  return { amountCents, coin: null, coinMicros: null, method: PaymentMethod.marketplaceCredit, last4: null };
}

/**
 * The payment of a line as its order records it. A bought line: the USD paid with fees (a $15.00 pack paid by
 * card is $15.74), the coin amount, the method. A sold line: the seller's proceeds, never how the buyer paid.
 * Lines without an order (or whose order is gone) keep their own record (a sold one written before the
 * seller's copy left out the buyer's payment is cleared of it here).
 */
async function withOrderPayment(db: Db, row: HistoryRow, holder: string): Promise<HistoryRow> {
  const orderId = row.entry.orderId;
  const sold = row.kind === HistoryKind.payment;
  const order = BY_ORDER.includes(row.kind) && orderId ? await getOrder(db, orderId) : undefined;
  if (sold) {
    if (order) return { ...row, lineItem: proceedsOf(order, holder) };
    return { ...row, lineItem: row.lineItem && withoutBuyersPayment(row.lineItem) };
  }
  if (!order) return row;
  const { usdAmountCents, coin, coinMicros, method, last4 } = order.lineItem;
  return { ...row, lineItem: { amountCents: usdAmountCents, coin, coinMicros, method, last4 } };
}

/** The usernames of the users a page of history names, each read once. */
async function usernamesOf(db: Db, entries: readonly OwnershipHistoryRecord[]) {
  const uuids = new Set(
    entries
      .flatMap((entry) => [entry.oldOwner, entry.owner, entry.receiver, entry.seller])
      .filter((uuid): uuid is string => uuid !== null),
  );
  const users = await Promise.all([...uuids].map((uuid) => getUser(db, uuid)));
  return new Map(users.flatMap((user) => (user ? [[user.uuid, user.username] as const] : [])));
}

/** A page (4 lines) of a user's order history by date, each line's kind from the user's side. */
export async function listMyHistory(db: Db, uuid: string, filter: MyHistoryFilter, page: number) {
  const search = filter.search?.trim().toLowerCase();
  const lines = linesOf(await listHistory(db, uuid, filter.oldestFirst), uuid);
  const matching = search
    ? lines.filter((line) => line.editions.some((entry) => matches(entry, search)))
    : lines;
  const { count, next, results } = pageOfList(matching, page, ORDER_HISTORY_PAGE_SIZE);
  const [rows, usernames] = await Promise.all([
    Promise.all(results.map((row) => withOrderPayment(db, row, uuid))),
    usernamesOf(
      db,
      results.map((row) => row.entry),
    ),
  ]);
  return { count, next, rows, usernames };
}
