import useSWR from 'swr';
import type { PayoutRecipient } from '../../../../../shared/api/schemas/withdrawals';
import { type ApiError, apiKey } from '../../../lib/api-client';

/** GET /api/payments/bitpay-recipient: the payout recipient's status at the provider ('unauthorized' before any invite). */
export const payoutRecipientKey = () => apiKey('getPayoutRecipient');

export const usePayoutRecipient = () => useSWR<PayoutRecipient, ApiError>(payoutRecipientKey());
