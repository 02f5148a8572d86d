import type { Withdrawal } from '../../../../../shared/api/schemas/withdrawals';
import { apiSend } from '../../../lib/api-client';

/** POST /api/payments/crypto-payout: a payout to the active BitPay recipient, less the 1% fee. */
export const cryptoPayout = (amount: string): Promise<Withdrawal> =>
  apiSend('cryptoPayout', { body: { amount, provider: 'bitpay' } }, { toastErrors: false });
