import type { CreateFusionAnswer } from '../../../../../shared/api/schemas/fusion';
import { PaymentMethod } from '../../../../../shared/domain/enums';
import type { PaymentChoice } from '../../../components/payment-method-selector/payment-selection';
import { paths } from '../../../config/paths';
import { apiSend } from '../../../lib/api-client';

/** The spec's payment fields of the chosen method. */
export const fusionPaymentFields = (choice: PaymentChoice) => {
  switch (choice.type) {
    case 'card':
      return { payment_method: PaymentMethod.card, card_id: choice.cardId };
    case 'coin':
      return { payment_method: PaymentMethod.prepaidCrypto, coin: choice.coin };
    default:
      return { payment_method: PaymentMethod.marketplaceCredit, source: choice.type };
  }
};

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
        ...fusionPaymentFields(choice),
        redirect_uri: paths.fusion(),
        action: 'fusion',
        shipment_info: addressUuid ? { address_uuid: addressUuid } : null,
      },
    },
    { toastErrors: false, headers: { 'Idempotency-Key': idempotencyKey } },
  );
