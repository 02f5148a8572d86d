import { useState } from 'react';
import type { Gift } from '../../../../../shared/api/schemas/gifts';
import { messages } from '../../../../../shared/domain/messages';
import type { PaymentChoice } from '../../../components/payment-method-selector/payment-selection';
import { errorText } from '../../../lib/api-client';
import { useMe } from '../../../lib/get-me';
import {
  type AttemptScope,
  attemptKey,
  endAttempt,
  isDefiniteRefusal,
} from '../../../lib/payments/attempt-key';
import { validateCheckoutThreeDs } from '../../../lib/payments/validate-checkout-three-ds';
import type { ThreeDsResult } from '../../../lib/three-ds';
import { giftItem } from '../api/gift-item';

export type GiftPaymentStep =
  | { kind: 'choosing' }
  | { kind: 'paying' }
  /** The card needs 3-D Secure: the challenge frame, then the same call again with the same key. */
  | { kind: 'challenge'; url: string; paymentId: string; choice: PaymentChoice }
  | { kind: 'verifying' };

/**
 * Pays the $1 gift fee (POST /nft/{itemId}/gift) with the chosen method. A card may answer a 3-D Secure redirect:
 * the challenge frame, POST /payments/validate-3ds (action 'buy'), then the same call with the same
 * Idempotency-Key, which answers the gift. The key is kept per user, item, address and method until the attempt
 * ends, so a retry or a reload never charges twice. A refusal shows the server's message and lets the giver choose
 * again; `onGifted` gets the gift.
 */
export function useGiftPayment(
  target: { nftId: string; itemId: string; email: string },
  onGifted: (gift: Gift) => void,
) {
  const [step, setStep] = useState<GiftPaymentStep>({ kind: 'choosing' });
  const [failure, setFailure] = useState<string | null>(null);
  const { data: me } = useMe();

  const scopeOf = (choice: PaymentChoice): AttemptScope => [
    'gift',
    me?.uuid ?? '',
    target.itemId,
    target.email.toLowerCase(),
    choice.type === 'card'
      ? `card:${choice.cardId}`
      : choice.type === 'coin'
        ? `coin:${choice.coin}`
        : choice.type,
  ];

  const refused = (message: string) => {
    setFailure(message);
    setStep({ kind: 'choosing' });
  };

  const pay = async (choice: PaymentChoice) => {
    const scope = scopeOf(choice);
    setFailure(null);
    setStep({ kind: 'paying' });
    try {
      const answer = await giftItem({ ...target, choice, idempotencyKey: attemptKey(scope) });
      if (answer.status === 'redirect')
        return setStep({ kind: 'challenge', url: answer.redirect_url, paymentId: answer.payment_id, choice });
      endAttempt(scope);
      onGifted(answer.data);
    } catch (error) {
      if (isDefiniteRefusal(error)) endAttempt(scope);
      refused(errorText(error));
    }
  };

  const challengeEnded = async (result: ThreeDsResult) => {
    if (step.kind !== 'challenge') return;
    const { paymentId, choice } = step;
    setStep({ kind: 'verifying' });
    try {
      // A challenge closed unfinished (no query) counts as cancelled.
      const sessionId = new URLSearchParams(result.query).get('cko-session-id') || paymentId;
      const { outcome } = await validateCheckoutThreeDs(sessionId, paymentId);
      if (outcome !== 'success') {
        endAttempt(scopeOf(choice));
        return refused(messages.paymentFailed);
      }
    } catch (error) {
      if (isDefiniteRefusal(error)) endAttempt(scopeOf(choice));
      return refused(errorText(error));
    }
    return pay(choice);
  };

  return { step, failure, pay, challengeEnded };
}
