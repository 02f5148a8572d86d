import useSWR from 'swr';
import type { PayoutCustomer } from '../../../../../shared/api/schemas/withdrawals';
import { type ApiError, apiGet, apiKey } from '../../../lib/api-client';
import { notFoundAsNull } from './not-found-as-null';

/** GET /api/payments/dwolla-customer: the payment partner's customer, null before the first bank withdrawal. */
export const paymentCustomerKey = () => apiKey('getPaymentCustomer');

export const getPaymentCustomer = () => notFoundAsNull(apiGet('getPaymentCustomer'));

/** Read once the partner's consents are given (the partner's calls need them). */
export const usePaymentCustomer = (enabled: boolean) =>
  useSWR<PayoutCustomer | null, ApiError>(enabled ? paymentCustomerKey() : null, getPaymentCustomer);
