import { withdrawalRoutes } from '../../../shared/api/routes/withdrawals';
import type { WithdrawalType } from '../../../shared/domain/enums';
import type { UserRecord } from '../../data/user';
import type { PayoutDestination, WithdrawalSource } from '../../data/withdrawal';
import { bankDestinationOf, cryptoDestinationOf } from '../../domain/withdrawals/payout-accounts';
import { requestWithdrawal } from '../../domain/withdrawals/request-withdrawal';
import type { Deps } from '../../lib/deps';
import { endpoint } from '../../lib/http';
import { withdrawingUser } from './withdrawal-user';
import { withdrawalView } from './withdrawal-view';

/** The payout account of the user's that a withdrawal of this type goes to (the rules of part 2 §6 checked). */
export async function destinationOf(
  deps: Deps,
  user: UserRecord,
  transferType: WithdrawalType,
): Promise<PayoutDestination> {
  if (transferType === 'fiat')
    return { provider: 'dwolla', fundingSourceId: await bankDestinationOf(deps, user) };
  return { provider: 'bitpay', recipientId: await cryptoDestinationOf(deps, user.uuid), coin: null };
}

/** A withdrawal of `source` to the user's existing payout account for the transfer type. */
export async function withdrawTo(
  deps: Deps,
  user: UserRecord,
  input: { source: WithdrawalSource; transferType: WithdrawalType; amountCents: number; amountField: string },
) {
  const destination = await destinationOf(deps, user, input.transferType);
  return withdrawalView(await requestWithdrawal(deps, { ...input, userUuid: user.uuid, destination }));
}

/** POST /payments/withdrawal: marketplace credit to the bank account or the crypto recipient the user has. */
export const createWithdrawal = endpoint(withdrawalRoutes.createWithdrawal, async (deps, { body, user }) => {
  const withdrawing = await withdrawingUser(deps, user, body.transfer_type);
  return withdrawTo(deps, withdrawing, {
    source: 'credit',
    transferType: body.transfer_type,
    amountCents: body.value,
    amountField: 'value',
  });
});
