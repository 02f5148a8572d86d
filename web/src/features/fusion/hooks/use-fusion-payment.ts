import { useState } from 'react';
import type { Fusion } from '../../../../../shared/api/schemas/fusion';
import { messages } from '../../../../../shared/domain/messages';
import type { PaymentChoice } from '../../../components/payment-method-selector/payment-selection';
import { useMe } from '../../../lib/get-me';
import {
  type AttemptScope,
  attemptKey,
  endAttempt,
  isDefiniteRefusal,
} from '../../../lib/payments/attempt-key';
import { validateCheckoutThreeDs } from '../../../lib/payments/validate-checkout-three-ds';
import type { ThreeDsResult } from '../../../lib/three-ds';
import { createFusionRequest } from '../api/create-fusion-request';

export type FusionPaymentStep =
  | { kind: 'confirming' }
  | { kind: 'paying' }
  /** The card needs 3-D Secure: the challenge frame, then the same call again with the same key. */
  | { kind: 'challenge'; url: string; paymentId: string; choice: PaymentChoice }
  | { kind: 'verifying' };

/**
 * Pays for the fusion of `items` (POST /nft/fusion_request) with the chosen method. A card may answer a 3-D
 * Secure redirect: the challenge frame, POST /payments/validate-3ds, then the same call with the same
 * Idempotency-Key, which answers the fusion. The key is kept per user, items, address and method until the
 * attempt ends, so a retry or a reload never fuses or charges twice. Part 2 §8: a failure is only logged ('Fuse
 * failed.') and loading ends; `onFused` gets the fusion when the answer's status is success.
 */
export function useFusionPayment(
  target: { items: string[]; addressUuid: string | null },
  onFused: (fusion: Fusion) => void,
) {
  const [step, setStep] = useState<FusionPaymentStep>({ kind: 'confirming' });
  const { data: me } = useMe();

  const scopeOf = (choice: PaymentChoice): AttemptScope => [
    'fusion',
    me?.uuid ?? '',
    [...target.items].sort().join(','),
    target.addressUuid ?? 'no-address',
    choice.type === 'card'
      ? `card:${choice.cardId}`
      : choice.type === 'coin'
        ? `coin:${choice.coin}`
        : choice.type,
  ];

  const failed = (error: unknown) => {
    console.error(messages.fuseFailed, error);
    setStep({ kind: 'confirming' });
  };

  const pay = async (choice: PaymentChoice) => {
    const scope = scopeOf(choice);
    setStep({ kind: 'paying' });
    try {
      const answer = await createFusionRequest({ ...target, choice, idempotencyKey: attemptKey(scope) });
      if (answer.status === 'redirect')
        return setStep({ kind: 'challenge', url: answer.redirect_url, paymentId: answer.payment_id, choice });
      endAttempt(scope);
      if (answer.status === 'success') onFused(answer.data);
    } catch (error) {
      if (isDefiniteRefusal(error)) endAttempt(scope);
      failed(error);
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
        return failed(messages.paymentFailed);
      }
    } catch (error) {
      if (isDefiniteRefusal(error)) endAttempt(scopeOf(choice));
      return failed(error);
    }
    return pay(choice);
  };

  return { step, pay, challengeEnded };
}
