import { useState } from 'react';
import type { CheckoutResult } from '../../../../../shared/api/schemas/checkout';
import type { FraudDecision } from '../../../../../shared/api/schemas/fraud';
import { messages } from '../../../../../shared/domain/messages';
import type { PaymentChoice } from '../../../components/payment-method-selector/payment-selection';
import { useToast } from '../../../components/toast/toast-store';
import { errorText, isApiError } from '../../../lib/api-client';
import { checkFraudDecision } from '../../../lib/payments/fraud-decision';
import { buyPack } from '../api/buy-pack';

export type CheckoutStep =
  | { kind: 'choosing' }
  | { kind: 'checking' }
  | { kind: 'confirmingFraud'; decision: FraudDecision }
  | { kind: 'fraudFailed'; message: string }
  | { kind: 'paying' }
  | { kind: 'received'; result: CheckoutResult['data'] };

export interface PackOrder {
  packId: string;
  /** The price shown, in USD. */
  price: number;
}

/**
 * The pack checkout's steps: card and balance payments first get the fraud decision (spec part 1 §4: warn or
 * block ask the buyer to continue or cancel, an error cancels with an error modal); prepaid crypto is screened by
 * its provider. Each payment attempt sends a new Idempotency-Key. A refused payment toasts the server's message,
 * shows it in place and lets the buyer choose again; a 409 reloads the pack (`onStale`).
 */
export function usePackCheckout({ packId, price }: PackOrder, onStale: () => void) {
  const [step, setStep] = useState<CheckoutStep>({ kind: 'choosing' });
  const [failure, setFailure] = useState<string | null>(null);
  const toast = useToast();

  const pay = async (choice: PaymentChoice, fraudWarningAccepted: boolean) => {
    setStep({ kind: 'paying' });
    try {
      const { data } = await buyPack({
        packId,
        price,
        choice,
        fraudWarningAccepted,
        idempotencyKey: crypto.randomUUID(),
      });
      setStep({ kind: 'received', result: data });
    } catch (error) {
      const message = errorText(error);
      toast('error', message);
      setFailure(message);
      setStep({ kind: 'choosing' });
      // sold_out, not_on_sale, price_changed: show the pack as it is now.
      if (isApiError(error, 409)) onStale();
    }
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
    cancel: () => setStep({ kind: 'choosing' }),
    busy: step.kind === 'checking' || step.kind === 'paying',
  };
}
