import type { Currency } from '../../../../../shared/domain/enums';
import { apiSend, type ResponseOf } from '../../../lib/api-client';

export type WithdrawCryptoAnswer = ResponseOf<'withdrawCrypto'>;

/**
 * POST /api/payments/crypto-withdraw: refunds `amount` of the prepaid coin to its refund address, less the bank
 * fee. The coin travels lowercase. A failure shows 'Withdraw coin failed.' instead of the server's text.
 */
export const withdrawCrypto = (coin: Currency, amount: string): Promise<WithdrawCryptoAnswer> =>
  apiSend('withdrawCrypto', { body: { coin: coin.toLowerCase(), amount } }, { toastErrors: false });
