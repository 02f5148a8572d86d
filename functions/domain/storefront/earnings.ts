import { getAuction } from '../../data/auction';
import { getLedgerAccount } from '../../data/ledger-account';
import { listEntries } from '../../data/ledger-movement';
import { getOrder, type OrderRecord } from '../../data/order';
import { getUser } from '../../data/user';
import { listUserWithdrawals, type WithdrawalRecord } from '../../data/withdrawal';
import type { Deps } from '../../lib/deps';
import type { LedgerAccount } from '../ledger/accounts';
import { afterDebt, potOf } from '../ledger/balances';
import type { HeldPart } from '../ledger/credit-lots';

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
  /** What may be withdrawn now: the earnings not on hold, less what a chargeback left owed. */
  availableCents: number;
  /** Card-funded earnings on hold until their release, soonest first. */
  held: HeldPart[];
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
  deps: Pick<Deps, 'db' | 'clock'>,
  userUuid: string,
): Promise<CreatorEarnings> {
  const account: LedgerAccount = { kind: 'earnings', userUuid };
  const [ledger, entries, withdrawals, recovery] = await Promise.all([
    getLedgerAccount(deps.db, account),
    listEntries(deps.db, account),
    listUserWithdrawals(deps.db, userUuid, STATEMENT_LIMIT),
    getLedgerAccount(deps.db, { kind: 'recovery', userUuid }),
  ]);
  const pot = potOf(entries, ledger?.balance ?? 0, ledger?.version ?? 0, deps.clock.now());
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
  const availableCents = afterDebt(pot.availableCents, Math.max(0, -(recovery?.balance ?? 0)));
  const inFlightCents = fromEarnings
    .filter((withdrawal) => inFlight.has(withdrawal.status))
    .reduce((sum, withdrawal) => sum + withdrawal.amountCents, 0);
  return {
    availableCents,
    held: pot.held,
    balanceCents: pot.balanceCents + inFlightCents,
    sales: sales.flat(),
    withdrawals: fromEarnings,
  };
}
