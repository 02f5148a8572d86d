import { billingRoutes } from '../../../shared/api/routes/billing';
import type { Balances } from '../../../shared/api/schemas/billing';
import { readUserBalances, type UserBalances } from '../../domain/ledger/balances';
import { centsToUsd, coinAmountText } from '../../domain/money';
import { denialText } from '../../domain/withdrawals/denial';
import { endpoint } from '../../lib/http';
import { currentUser } from '../account/current-user';

/** The balances entity of spec part 1 §3: prepaid USD, marketplace credit and what of it may be withdrawn, coins. */
export const getBalance = endpoint(billingRoutes.getBalance, async (deps, { user: principal }) => {
  const user = await currentUser(deps, principal);
  const balances = await readUserBalances(deps.db, user, deps.clock.now());
  return {
    USD: centsToUsd(balances.usdCents),
    balance: centsToUsd(balances.creditCents),
    total_available_withdrawal: centsToUsd(balances.withdrawableCents),
    withdraw_allowed: balances.denial === null,
    withdraw_denied_reason: balances.denial && denialText(balances.denial),
    coins: coinsOf(balances),
    total_held: centsToUsd(balances.creditHeld.reduce((sum, part) => sum + part.amount, 0)),
    held: balances.creditHeld.map((part) => ({
      amount: centsToUsd(part.amount),
      available_at: part.availableAt,
    })),
    owed: centsToUsd(balances.owedCents),
  };
});

function coinsOf(balances: UserBalances): Balances['coins'] {
  const entries = Object.entries(balances.coins).map(([coin, amounts]) => [
    coin,
    { subtotal: coinAmountText(amounts.subtotal), available: coinAmountText(amounts.available) },
  ]);
  return Object.fromEntries(entries) as Balances['coins'];
}
