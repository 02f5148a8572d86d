import { withdrawalRoutes } from '../../../shared/api/routes/withdrawals';
import { cryptoDestinationOf } from '../../domain/withdrawals/payout-accounts';
import { requestWithdrawal } from '../../domain/withdrawals/request-withdrawal';
import { endpoint } from '../../lib/http';
import { withdrawingUser } from './withdrawal-user';
import { withdrawalView } from './withdrawal-view';

/** The crypto wizard's confirm: marketplace credit to the active payout recipient, less the 1% fee. */
export const cryptoPayout = endpoint(withdrawalRoutes.cryptoPayout, async (deps, { body, user }) => {
  const withdrawing = await withdrawingUser(deps, user, 'crypto');
  const recipientId = await cryptoDestinationOf(deps, withdrawing.uuid);
  const record = await requestWithdrawal(deps, {
    userUuid: withdrawing.uuid,
    source: 'credit',
    transferType: 'crypto',
    amountCents: body.amount,
    amountField: 'amount',
    destination: { provider: 'bitpay', recipientId, coin: body.coin ?? null },
  });
  return withdrawalView(record);
});
