import { getAuction } from '../../data/auction';
import { getLedgerAccount } from '../../data/ledger-account';
import { listEntries } from '../../data/ledger-movement';
import { getOrder, type OrderRecord } from '../../data/order';
import { getUser } from '../../data/user';
import { listUserWithdrawals, type WithdrawalRecord } from '../../data/withdrawal';
import type { Deps } from '../../lib/deps';
import type { LedgerAccount } from '../ledger/accounts';

/** The statement shows the latest sales and withdrawals; older ones stay in the ledger and the records. */
const STATEMENT_LIMIT = 100;
/** Withdrawals whose money left the earnings account but not the platform yet. */
const inFlight: ReadonlySet<WithdrawalRecord['status']> = new Set(['queued', 'sending', 'sent']);

export interface StorefrontSale {
  orderId: string;
  nftId: string;
  title: string;
  priceCents: number;
  shareCents: number;
  at: string;
  buyerUsername: string;
}

export interface CreatorEarnings {
  /** What may be withdrawn now: the earnings account's balance. */
  availableCents: number;
  /** Available plus what withdrawals still in flight took out. */
  balanceCents: number;
  sales: StorefrontSale[];
  withdrawals: WithdrawalRecord[];
}

/** A sale as the order that paid it shows it: the auction it bought from names the NFT. */
async function saleOf(deps: Pick<Deps, 'db'>, order: OrderRecord, shareCents: number, at: string) {
  const auctionId = order.items.find((item) => item.type === 'auction')?.id;
  const [buyer, auction] = await Promise.all([
    getUser(deps.db, order.userUuid),
    auctionId ? getAuction(deps.db, auctionId) : undefined,
  ]);
  return {
    orderId: order.id,
    nftId: auction?.nft.id ?? '',
    title: order.title,
    priceCents: order.priceCents,
    shareCents,
    at,
    buyerUsername: buyer?.username ?? '',
  };
}

/**
 * GET /storefront/earnings: the creator's earnings account (storefront sales pay into it, creator withdrawals take
 * from it), each sale read from the order its ledger entry names, and the creator's earnings withdrawals.
 */
export async function readCreatorEarnings(
  deps: Pick<Deps, 'db'>,
  userUuid: string,
): Promise<CreatorEarnings> {
  const account: LedgerAccount = { kind: 'earnings', userUuid };
  const [ledger, entries, withdrawals] = await Promise.all([
    getLedgerAccount(deps.db, account),
    listEntries(deps.db, account),
    listUserWithdrawals(deps.db, userUuid, STATEMENT_LIMIT),
  ]);
  const credited = entries
    .filter((entry) => entry.amount > 0 && entry.reference)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, STATEMENT_LIMIT);
  const sales = await Promise.all(
    credited.map(async (entry) => {
      const order = await getOrder(deps.db, entry.reference ?? '');
      return order ? [await saleOf(deps, order, entry.amount, entry.createdAt)] : [];
    }),
  );
  const fromEarnings = withdrawals.filter((withdrawal) => withdrawal.source === 'earnings');
  const availableCents = ledger?.balance ?? 0;
  const inFlightCents = fromEarnings
    .filter((withdrawal) => inFlight.has(withdrawal.status))
    .reduce((sum, withdrawal) => sum + withdrawal.amountCents, 0);
  return {
    availableCents,
    balanceCents: availableCents + inFlightCents,
    sales: sales.flat(),
    withdrawals: fromEarnings,
  };
}
