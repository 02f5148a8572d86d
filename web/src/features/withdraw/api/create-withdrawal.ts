import type { Withdrawal } from '../../../../../shared/api/schemas/withdrawals';
import { apiSend } from '../../../lib/api-client';

/** POST /api/payments/withdrawal: a bank withdrawal to the saved funding source, queued for the next batch. */
export const createWithdrawal = (value: string): Promise<Withdrawal> =>
  apiSend('createWithdrawal', { body: { value, transfer_type: 'fiat' } }, { toastErrors: false });
