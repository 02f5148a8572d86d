import type { UserRecord } from '../../../functions/data/user';
import type { Deps } from '../../../functions/lib/deps';
import { cryptoDepositSandboxPage } from '../../../scripts/local-cloud/sandbox-pages/crypto';
import type { Currency } from '../../../shared/domain/enums';
import { type SignedInUser, signedInUser } from '../account/support';

/** Refund addresses valid for each network (EIP-55, Tezos and Bitcoin examples). */
export const REFUND_ADDRESSES = {
  ETH: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  XTZ: 'tz1VSUr8wwNhLAzempoch5d6hLRiTh8Cjcjb',
  BTC: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
} as const;

/** A signed-in user whose identity verification is completed, as deposit addresses need. */
export const verifiedUser = (deps: Deps, overrides: Partial<UserRecord> = {}) =>
  signedInUser(deps, { verificationStatus: 'completed', ...overrides });

/** POST /payments/bitgo-create-address/{coin} with a refund address. */
export const createAddress = (user: SignedInUser, coin: string, withdrawAddress: string) =>
  user.call('POST', `/api/payments/bitgo-create-address/${coin}`, { withdraw_address: withdrawAddress });

/** The tester on /sandbox/crypto pressing 'Send deposit'; answers the outcome and transaction id shown. */
export async function sendDeposit(
  deps: Deps,
  deposit: { address: string; coin: Currency; amount: string; txId?: string },
) {
  const params = new URLSearchParams({
    address: deposit.address,
    coin: deposit.coin,
    amount: deposit.amount,
  });
  if (deposit.txId) params.set('tx_id', deposit.txId);
  const page = await cryptoDepositSandboxPage(deps, { method: 'POST', params });
  return {
    status: page.status,
    outcome: /data-outcome="(\w+)"/.exec(page.html)?.[1],
    txId: /data-tx-id="([^"]+)"/.exec(page.html)?.[1],
    html: page.html,
  };
}

/** The available prepaid balance of a coin, as GET /billing/balance shows it. */
export async function coinBalance(user: SignedInUser, coin: Currency): Promise<string> {
  const answer = await user.call('GET', '/api/billing/balance');
  return answer.body.coins[coin].available;
}

/** A user with `amount` of the coin deposited to a fresh deposit address that has `refundAddress`. */
export async function fundedUser(deps: Deps, coin: Currency, amount: string, refundAddress: string) {
  const user = await verifiedUser(deps);
  const created = await createAddress(user, coin, refundAddress);
  if (created.status !== 200) throw new Error(`Address not created: ${JSON.stringify(created.body)}`);
  const sent = await sendDeposit(deps, { address: created.body.collectibles_deposit_address, coin, amount });
  if (sent.outcome !== 'credited') throw new Error(`Deposit not credited: ${sent.html}`);
  return user;
}
