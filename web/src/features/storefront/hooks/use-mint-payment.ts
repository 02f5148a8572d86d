import { useState } from 'react';
import type { MintStorefrontNftAnswer } from '../../../../../shared/api/schemas/storefront';
import type { PaymentChoice } from '../../../components/payment-method-selector/payment-selection';
import { errorText } from '../../../lib/api-client';
import { useMe } from '../../../lib/get-me';
import { choiceScopePart } from '../../../lib/payments/payment-fields';
import { usePaidCall } from '../../../lib/payments/use-paid-call';
import { mintNft } from '../api/mint-nft';

/**
 * Pays the minting fee of the draft `uuid` with the chosen method, through a card's 3-D Secure challenge when it
 * asks for one (lib/payments/use-paid-call.ts); one attempt per user, draft and method, so a retry or a reload
 * never charges twice. A refusal shows the server's message and lets the creator choose again.
 */
export function useMintPayment(uuid: string, onMinting: () => void) {
  const [failure, setFailure] = useState<string | null>(null);
  const { data: me } = useMe();
  const call = usePaidCall<Exclude<MintStorefrontNftAnswer, { status: 'redirect' }>>({
    scope: (choice) => ['storefront-mint', me?.uuid ?? '', uuid, choiceScopePart(choice)],
    send: (choice, idempotencyKey) => mintNft({ uuid, choice, idempotencyKey }),
    onDone: onMinting,
    onFailed: (error) => setFailure(typeof error === 'string' ? error : errorText(error)),
  });
  const pay = (choice: PaymentChoice) => {
    setFailure(null);
    return call.pay(choice);
  };
  return { step: call.step, failure, pay, challengeEnded: call.challengeEnded };
}
