import { withdrawalRoutes } from '../../../shared/api/routes/withdrawals';
import { endpoint } from '../../lib/http';
import { withdrawTo } from './create-withdrawal';
import { withdrawingUser } from './withdrawal-user';

/** POST /storefront_billing/creator_withdrawal: a creator's storefront earnings, on the same machinery. */
export const creatorWithdrawal = endpoint(
  withdrawalRoutes.creatorWithdrawal,
  async (deps, { body, user }) => {
    const withdrawing = await withdrawingUser(deps, user, body.withdraw_type);
    return withdrawTo(deps, withdrawing, {
      source: 'earnings',
      transferType: body.withdraw_type,
      amountCents: body.value,
      amountField: 'value',
    });
  },
);
