import type { CreateFusionAnswer } from '../../../../../shared/api/schemas/fusion';
import type { PaymentChoice } from '../../../components/payment-method-selector/payment-selection';
import { paths } from '../../../config/paths';
import { apiSend } from '../../../lib/api-client';
import { paymentFields } from '../../../lib/payments/payment-fields';

export interface FusionRequestInput {
  items: string[];
  /** A saved US address for the physical item, or null when skipped. */
  addressUuid: string | null;
  choice: PaymentChoice;
  /** One per attempt: the retry after a 3-D Secure challenge sends the same key and gets the result. */
  idempotencyKey: string;
}

/**
 * POST /api/nft/fusion_request: the 3 items go into the fuser and the fee is paid; 'success' with the fusion, or
 * 'redirect' to a card's 3-D Secure challenge. Errors are left to the caller (part 2 §8: only logged).
 */
export const createFusionRequest = ({
  items,
  addressUuid,
  choice,
  idempotencyKey,
}: FusionRequestInput): Promise<CreateFusionAnswer> =>
  apiSend(
    'createFusionRequest',
    {
      body: {
        items,
        ...paymentFields(choice),
        redirect_uri: paths.fusion(),
        action: 'fusion',
        shipment_info: addressUuid ? { address_uuid: addressUuid } : null,
      },
    },
    { toastErrors: false, headers: { 'Idempotency-Key': idempotencyKey } },
  );
