import { useState } from 'react';
import type { CheckoutResult } from '../../../../../shared/api/schemas/checkout';
import type { FraudDecision } from '../../../../../shared/api/schemas/fraud';
import { messages } from '../../../../../shared/domain/messages';
import type { PaymentChoice } from '../../../components/payment-method-selector/payment-selection';
import { useToast } from '../../../components/toast/toast-store';
import { errorText, isApiError } from '../../../lib/api-client';
import { checkFraudDecision } from '../../../lib/payments/fraud-decision';
import { validateCheckoutThreeDs } from '../../../lib/payments/validate-checkout-three-ds';
import type { ThreeDsResult } from '../../../lib/three-ds';
import { type BuyPackInput, buyPack } from '../api/buy-pack';

export type CheckoutStep =
  | { kind: 'choosing' }
  | { kind: 'checking' }
  | { kind: 'confirmingFraud'; decision: FraudDecision }
  | { kind: 'fraudFailed'; message: string }
  | { kind: 'paying' }
  /** The card needs 3-D Secure: the challenge page in the frame, then the same attempt is repeated. */
  | { kind: 'challenge'; url: string; paymentId: string; attempt: BuyPackInput }
  | { kind: 'verifying' }
  | { kind: 'received'; result: CheckoutResult['data'] };

export interface PackOrder {
  packId: string;
  /** The price shown, in USD. */
  price: number;
}

/**
 * The pack checkout's steps: card and balance payments first get the fraud decision (spec part 1 §4: warn or
 * block ask the buyer to continue or cancel, an error cancels with an error modal); prepaid crypto is screened by
 * its provider. Each payment attempt sends a new Idempotency-Key. A card that needs 3-D Secure shows the challenge;
 * once it comes back, validate-3ds (action 'buy') and the same attempt again (same key) answer the result. A
 * refused payment toasts the server's message, shows it in place and lets the buyer choose again; a 409 reloads
 * the pack (`onStale`).
 */
export function usePackCheckout({ packId, price }: PackOrder, onStale: () => void) {
  const [step, setStep] = useState<CheckoutStep>({ kind: 'choosing' });
  const [failure, setFailure] = useState<string | null>(null);
  const toast = useToast();

  const refused = (message: string) => {
    toast('error', message);
    setFailure(message);
    setStep({ kind: 'choosing' });
  };

  const attempt = async (input: BuyPackInput) => {
    try {
      const answer = await buyPack(input);
      if (answer.status === 'success') setStep({ kind: 'received', result: answer.data });
      else
        setStep({
          kind: 'challenge',
          url: answer.redirect_url,
          paymentId: answer.payment_id,
          attempt: input,
        });
    } catch (error) {
      refused(errorText(error));
      // sold_out, not_on_sale, price_changed: show the pack as it is now.
      if (isApiError(error, 409)) onStale();
    }
  };

  const pay = (choice: PaymentChoice, fraudWarningAccepted: boolean) => {
    setStep({ kind: 'paying' });
    return attempt({ packId, price, choice, fraudWarningAccepted, idempotencyKey: crypto.randomUUID() });
  };

  const challengeEnded = async (result: ThreeDsResult) => {
    if (step.kind !== 'challenge') return;
    const { paymentId, attempt: input } = step;
    setStep({ kind: 'verifying' });
    try {
      // The server reads the order's own session; a challenge closed unfinished (no query) counts as cancelled.
      const sessionId = new URLSearchParams(result.query).get('cko-session-id') || paymentId;
      const { outcome } = await validateCheckoutThreeDs(sessionId, paymentId);
      if (outcome !== 'success') return refused(messages.paymentFailed);
    } catch (error) {
      return refused(errorText(error));
    }
    return attempt(input);
  };

  const buy = async (choice: PaymentChoice) => {
    setFailure(null);
    if (choice.type === 'coin') return pay(choice, false);
    setStep({ kind: 'checking' });
    try {
      const decision = await checkFraudDecision(packId, { price, drop: true, action: 'buy' });
      if (decision && decision.category !== 'accept') {
        setStep({ kind: 'confirmingFraud', decision });
        return;
      }
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : messages.somethingWentWrong;
      setStep({ kind: 'fraudFailed', message });
      return;
    }
    return pay(choice, false);
  };

  return {
    step,
    failure,
    buy: (choice: PaymentChoice) => void buy(choice),
    continueDespiteWarning: (choice: PaymentChoice) => void pay(choice, true),
    challengeEnded: (result: ThreeDsResult) => void challengeEnded(result),
    /** The buyer closed the challenge: settled as the server finds it (cancelled when unfinished). */
    closeChallenge: () => void challengeEnded({ outcome: 'failure', query: '' }),
    cancel: () => setStep({ kind: 'choosing' }),
    busy: step.kind === 'checking' || step.kind === 'paying' || step.kind === 'verifying',
  };
}
