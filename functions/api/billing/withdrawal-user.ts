import type { WithdrawalType } from '../../../shared/domain/enums';
import { messages } from '../../../shared/domain/messages';
import type { UserRecord } from '../../data/user';
import { WithdrawalsDisabledError } from '../../domain/withdrawals/errors';
import type { Principal } from '../../lib/auth/principal';
import type { Deps } from '../../lib/deps';
import { currentUser } from '../account/current-user';

/** The caller, once withdrawals (and crypto payouts, for crypto) are switched on. */
export async function withdrawingUser(
  deps: Deps,
  principal: Principal,
  transferType: WithdrawalType,
): Promise<UserRecord> {
  if (!deps.flags.withdrawEnabled) throw new WithdrawalsDisabledError();
  if (transferType === 'crypto' && !deps.flags.cryptoPayoutEnabled)
    throw new WithdrawalsDisabledError(messages.cryptoPayoutDisabled);
  return currentUser(deps, principal);
}
