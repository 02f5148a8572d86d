import { useState } from 'react';
import { messages } from '../../../../shared/domain/messages';
import type { PaymentChoice } from '../../components/payment-method-selector/payment-selection';
import type { ThreeDsResult } from '../three-ds';
import { type AttemptScope, attemptKey, endAttempt, isDefiniteRefusal } from './attempt-key';
import { validateCheckoutThreeDs } from './validate-checkout-three-ds';

export type PaidCallStep =
  | { kind: 'idle' }
  | { kind: 'paying' }
  /** The card needs 3-D Secure: the challenge frame, then the same call again with the same key. */
  | { kind: 'challenge'; url: string; paymentId: string; choice: PaymentChoice }
  | { kind: 'verifying' };

/** A card's 3-D Secure challenge to pass before the call answers. */
interface ChallengeAnswer {
  status: 'redirect';
  redirect_url: string;
  payment_id: string;
}

/** A paid call's answer: done, or a challenge first. */
export type PaidCallAnswer<T> = ChallengeAnswer | T;

export interface PaidCall<T> {
  /** What the attempt is (the user, what they pay for, with what): one Idempotency-Key per scope. */
  scope: (choice: PaymentChoice) => AttemptScope;
  send: (choice: PaymentChoice, idempotencyKey: string) => Promise<PaidCallAnswer<T>>;
  onDone: (answer: T) => void;
  /** The call was refused or failed: an error of the call, or the 'Payment failed.' of a failed challenge. */
  onFailed: (error: unknown) => void;
}

const isRedirect = <T>(answer: PaidCallAnswer<T>): answer is ChallengeAnswer =>
  typeof answer === 'object' && answer !== null && (answer as { status?: unknown }).status === 'redirect';

/**
 * A call that charges a fee with the chosen method (a gift, a fusion). A card may answer a 3-D Secure redirect: the
 * challenge frame, POST /payments/validate-3ds, then the same call with the same Idempotency-Key, which answers the
 * result. The key is kept per scope until the attempt ends, so a retry or a reload never charges twice.
 */
export function usePaidCall<T>({ scope, send, onDone, onFailed }: PaidCall<T>) {
  const [step, setStep] = useState<PaidCallStep>({ kind: 'idle' });

  const failed = (error: unknown) => {
    setStep({ kind: 'idle' });
    onFailed(error);
  };

  const pay = async (choice: PaymentChoice) => {
    const attempt = scope(choice);
    setStep({ kind: 'paying' });
    try {
      const answer = await send(choice, attemptKey(attempt));
      if (isRedirect(answer))
        return setStep({ kind: 'challenge', url: answer.redirect_url, paymentId: answer.payment_id, choice });
      endAttempt(attempt);
      setStep({ kind: 'idle' });
      onDone(answer);
    } catch (error) {
      if (isDefiniteRefusal(error)) endAttempt(attempt);
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
        endAttempt(scope(choice));
        return failed(messages.paymentFailed);
      }
    } catch (error) {
      if (isDefiniteRefusal(error)) endAttempt(scope(choice));
      return failed(error);
    }
    return pay(choice);
  };

  return { step, pay, challengeEnded };
}
