import type { Withdrawal } from '../../../../../shared/api/schemas/withdrawals';
import type { WithdrawalType } from '../../../../../shared/domain/enums';
import { apiSend } from '../../../lib/api-client';

/** POST /api/storefront_billing/creator_withdrawal: storefront earnings to the creator's payout account. */
export const creatorWithdrawal = (value: string, withdrawType: WithdrawalType): Promise<Withdrawal> =>
  apiSend('creatorWithdrawal', { body: { value, withdraw_type: withdrawType } }, { toastErrors: false });
