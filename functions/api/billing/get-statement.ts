import { billingRoutes } from '../../../shared/api/routes/billing';
import { readStatement } from '../../domain/ledger/statement';
import { centsToUsd, coinAmountText } from '../../domain/money';
import { endpoint } from '../../lib/http';

const STATEMENT_PAGE_SIZE = 20;

/** Signed minor units as the statement shows them: USD with 2 decimals, a coin with 6. */
const amountText = (amount: number, coin: boolean) => {
  const sign = amount < 0 ? '-' : '';
  return `${sign}${coin ? coinAmountText(Math.abs(amount)) : centsToUsd(Math.abs(amount)).toFixed(2)}`;
};

/** GET /billing/statement: one balance's movements, newest first, with fees and holds. */
export const getStatement = endpoint(billingRoutes.getStatement, async (deps, { user, query }) => {
  const pageSize = query.page_size ?? STATEMENT_PAGE_SIZE;
  const statement = await readStatement(deps, user.uuid, query.account, { page: query.page, pageSize });
  const coin = !['credit', 'usd', 'earnings'].includes(query.account);
  return {
    account: query.account,
    balance: amountText(statement.balance, coin),
    count: statement.count,
    next: query.page * pageSize < statement.count ? query.page + 1 : null,
    results: statement.lines.map((line) => ({
      id: line.id,
      at: line.at,
      kind: line.kind,
      title: line.title,
      amount: amountText(line.amount, coin),
      fee: centsToUsd(line.feeCents),
      state: line.state,
      available_at: line.availableAt,
    })),
  };
});
