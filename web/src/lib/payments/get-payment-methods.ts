import useSWR from 'swr';
import type { PaymentMethods } from '../../../../shared/api/schemas/payments';
import { type ApiError, apiKey } from '../api-client';

/** GET /api/payments/payment-methods: the cards, whether another may be added, and the longest running pause. */
export const paymentMethodsKey = () => apiKey('listPaymentMethods');

export const usePaymentMethods = () => useSWR<PaymentMethods, ApiError>(paymentMethodsKey());
