import { useState } from 'react';
import type { Gift, GiftAnswer } from '../../../../../shared/api/schemas/gifts';
import type { PaymentChoice } from '../../../components/payment-method-selector/payment-selection';
import { errorText } from '../../../lib/api-client';
import { useMe } from '../../../lib/get-me';
import { choiceScopePart } from '../../../lib/payments/payment-fields';
import { usePaidCall } from '../../../lib/payments/use-paid-call';
import { giftItem } from '../api/gift-item';

/**
 * Pays the $1 gift fee (POST /nft/{itemId}/gift) with the chosen method, through a card's 3-D Secure challenge when
 * it asks for one (lib/payments/use-paid-call.ts); one attempt per user, item, address and method. A refusal shows
 * the server's message and lets the giver choose again; `onGifted` gets the gift.
 */
export function useGiftPayment(
  target: { nftId: string; itemId: string; email: string },
  onGifted: (gift: Gift) => void,
) {
  const [failure, setFailure] = useState<string | null>(null);
  const { data: me } = useMe();
  const call = usePaidCall<Extract<GiftAnswer, { status: 'success' }>>({
    scope: (choice) => [
      'gift',
      me?.uuid ?? '',
      target.itemId,
      target.email.toLowerCase(),
      choiceScopePart(choice),
    ],
    send: (choice, idempotencyKey) => giftItem({ ...target, choice, idempotencyKey }),
    onDone: (answer) => onGifted(answer.data),
    onFailed: (error) => setFailure(typeof error === 'string' ? error : errorText(error)),
  });
  const pay = (choice: PaymentChoice) => {
    setFailure(null);
    return call.pay(choice);
  };
  return { step: call.step, failure, pay, challengeEnded: call.challengeEnded };
}
