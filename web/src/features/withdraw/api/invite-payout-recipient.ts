import type { PayoutRecipient } from '../../../../../shared/api/schemas/withdrawals';
import { apiSend } from '../../../lib/api-client';

/** POST /api/payments/bitpay-recipient: the provider e-mails a payout invite; answers the new status. */
export const invitePayoutRecipient = (): Promise<PayoutRecipient> =>
  apiSend('invitePayoutRecipient', {}, { toastErrors: false });
