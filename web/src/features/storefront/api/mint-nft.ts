import type { MintStorefrontNftAnswer } from '../../../../../shared/api/schemas/storefront';
import type { PaymentChoice } from '../../../components/payment-method-selector/payment-selection';
import { apiSend } from '../../../lib/api-client';
import { paymentFields } from '../../../lib/payments/payment-fields';

export interface MintInput {
  uuid: string;
  choice: PaymentChoice;
  /** One per attempt: the retry after a 3-D Secure challenge sends the same key and gets the result. */
  idempotencyKey: string;
}

/** POST /api/storefront/nfts/{uuid}/mint: pays the minting fee, then the mint runs; or a 3-D Secure challenge. */
export const mintNft = ({ uuid, choice, idempotencyKey }: MintInput): Promise<MintStorefrontNftAnswer> =>
  apiSend(
    'mintStorefrontNft',
    { params: { uuid }, body: paymentFields(choice) },
    { toastErrors: false, headers: { 'Idempotency-Key': idempotencyKey } },
  );
