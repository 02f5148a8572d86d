import type { BankWithdrawalBody, Withdrawal } from '../../../../../shared/api/schemas/withdrawals';
import { apiSend } from '../../../lib/api-client';

/**
 * POST /api/payments/bank-withdrawal: creates the partner customer (createCustomer) and the bank funding source
 * (createFundingSource) when asked, then queues the withdrawal. Failures show in the form.
 */
export const bankWithdrawal = (body: BankWithdrawalBody): Promise<Withdrawal> =>
  apiSend('bankWithdrawal', { body }, { toastErrors: false });
