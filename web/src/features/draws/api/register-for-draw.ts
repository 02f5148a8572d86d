import type { DrawRegistration } from '../../../../../shared/api/schemas/draws';
import type { PaymentChoice } from '../../../components/payment-method-selector/payment-selection';
import { apiSend } from '../../../lib/api-client';
import { paymentFields } from '../../../lib/payments/payment-fields';

export interface RegisterForDrawInput {
  packId: string;
  choice: PaymentChoice;
  /** One per attempt: a retry holds once. */
  idempotencyKey: string;
}

/** POST /api/auction/packs/{id}/draw/registration: holds one pack's price on the chosen method. */
export const registerForDraw = ({
  packId,
  choice,
  idempotencyKey,
}: RegisterForDrawInput): Promise<DrawRegistration> =>
  apiSend(
    'registerForDraw',
    { params: { id: packId }, body: { source: 'credit', ...paymentFields(choice) } },
    { toastErrors: false, headers: { 'Idempotency-Key': idempotencyKey } },
  );
