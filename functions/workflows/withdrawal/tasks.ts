import {
  checkWithdrawal,
  completeWithdrawal,
  failWithdrawal,
  type PayoutOutcome,
  sendWithdrawal,
  settleWithdrawal,
} from '../../domain/withdrawals/payout-steps';
import { awsPayoutProviders } from '../../lib/adapters/payout-providers';
import { getDeps } from '../../lib/deps';

/** What each state of the withdrawal ASL hands its step (Parameters). */
export type WithdrawalStepInput =
  | { step: 'send' | 'check' | 'settle'; withdrawalId: string }
  | { step: 'complete'; withdrawalId: string; transferId: string }
  | { step: 'fail'; withdrawalId: string; failure: string | null };

/** The one task Lambda of the withdrawal workflow: runs the step the state names. */
export async function withdrawalStepTask(input: WithdrawalStepInput): Promise<PayoutOutcome | null> {
  const deps = getDeps(awsPayoutProviders);
  switch (input.step) {
    case 'send':
      return sendWithdrawal(deps, input.withdrawalId);
    case 'check':
      return checkWithdrawal(deps, input.withdrawalId);
    case 'complete':
      await completeWithdrawal(deps, input.withdrawalId, input.transferId);
      return null;
    case 'fail':
      await failWithdrawal(deps, input.withdrawalId, input.failure);
      return null;
    case 'settle':
      await settleWithdrawal(deps, input.withdrawalId);
      return null;
  }
}
