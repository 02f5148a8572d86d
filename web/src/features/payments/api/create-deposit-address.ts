import type { CryptoAddress } from '../../../../../shared/api/schemas/crypto';
import type { Currency } from '../../../../../shared/domain/enums';
import { apiSend } from '../../../lib/api-client';

/**
 * POST /api/payments/bitgo-create-address/{coin}: a deposit address valid 15 minutes, with the refund address
 * the server checks for the coin's network. Needs identity verification. Failures show in the modal.
 */
export const createDepositAddress = (coin: Currency, withdrawAddress: string): Promise<CryptoAddress> =>
  apiSend(
    'createDepositAddress',
    { params: { coin }, body: { withdraw_address: withdrawAddress } },
    { toastErrors: false },
  );
