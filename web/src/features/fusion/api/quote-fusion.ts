import useSWR from 'swr';
import type { FusionPrice } from '../../../../../shared/api/schemas/fusion';
import type { PaymentChoice } from '../../../components/payment-method-selector/payment-selection';
import { type ApiError, apiSend } from '../../../lib/api-client';
import { paymentFields } from '../../../lib/payments/payment-fields';

/** POST /api/nft/fusion_request/info: the price of these 3 items, 50 USD plus the chosen method's fee. */
export const quoteFusion = (items: string[], choice: PaymentChoice | null): Promise<FusionPrice> =>
  apiSend(
    'quoteFusion',
    { body: { items, ...(choice ? paymentFields(choice) : {}) } },
    { toastErrors: false },
  );

/** The price of the confirm step, asked again when the items or the method change. */
export const useFusionPrice = (items: string[], choice: PaymentChoice | null) =>
  useSWR<FusionPrice, ApiError>(['quoteFusion', items, choice], () => quoteFusion(items, choice));
