import { useAtomValue } from 'jotai';
import { useState } from 'react';
import type { CheckoutResult } from '../../../../shared/api/schemas/checkout';
import type { FraudDecision } from '../../../../shared/api/schemas/fraud';
import { messages } from '../../../../shared/domain/messages';
import type { PaymentChoice } from '../../components/payment-method-selector/payment-selection';
import { useToast } from '../../components/toast/toast-store';
import { errorText, isApiError } from '../api-client';
import { useMe } from '../get-me';
import { idTokenAtom } from '../session/session-store';
import type { ThreeDsResult } from '../three-ds';
import { type AttemptScope, attemptKey, endAttempt, isDefiniteRefusal } from './attempt-key';
import { checkoutCall } from './checkout-call';
import { checkFraudDecision, liveDecisionNudges } from './fraud-decision';
import { validateCheckoutThreeDs } from './validate-checkout-three-ds';
import { waitForOrder } from './wait-for-order';

/** A payment sent with its Idempotency-Key: sent again as it is, or ended (the next one gets a new key). */
interface PaymentAttempt {
  retry: () => Promise<void>;
  end: () => void;
}

export type CheckoutFlowStep =
  | { kind: 'choosing' }
  | { kind: 'checking' }
  | { kind: 'confirmingFraud'; decision: FraudDecision; choice: PaymentChoice }
  | { kind: 'fraudFailed'; message: string }
  | { kind: 'paying' }
  /** The card needs 3-D Secure: the challenge page, then the same call again with the same key. */
  | { kind: 'challenge'; url: string; paymentId: string; attempt: PaymentAttempt }
  | { kind: 'verifying' }
  /** The checkout answered 202 'accepted': its order is polled until it ends. */
  | { kind: 'processing' }
  /** The order did not end while polled: the server finishes it, and it appears in Order History. */
  | { kind: 'stillProcessing' }
  | { kind: 'received'; result: CheckoutResult['data'] };

export interface CheckoutOrder {
  /** The pack (drop true) or the auction (drop false) bought. */
  id: string;
  drop: boolean;
  /** The price shown, in USD. */
  price: number;
  /** The shipping address of a physical item, else null. */
  addressUuid: string | null;
}

const methodOf = (choice: PaymentChoice): string => {
  switch (choice.type) {
    case 'card':
      return `card:${choice.cardId}`;
    case 'coin':
      return `coin:${choice.coin}`;
    default:
      return choice.type;
  }
};

/**
 * The steps of a primary-sale checkout (spec part 1 §4): card and balance payments first get the fraud decision
 * (the POST's own when the provider made it at once, else on the live nudge or the 3 s poll; warn or block ask
 * to continue or cancel, an error cancels with an error modal); prepaid crypto is screened by its provider.
 * A card may answer a 3-D Secure redirect: the challenge frame, POST /payments/validate-3ds
 * (action 'buy'), then the same call with the same Idempotency-Key. A checkout still finishing answers 202: its
 * order is polled. A refused payment toasts the server's message, shows it in place and lets the buyer choose
 * again; a 409 reloads what is sold (`onStale`). The Idempotency-Key is kept per user, item and method until the
 * attempt ends (attempt-key.ts), so a retry or a reload never buys twice.
 */
export function useCheckoutFlow(order: CheckoutOrder, onStale: () => void) {
  const [step, setStep] = useState<CheckoutFlowStep>({ kind: 'choosing' });
  const [failure, setFailure] = useState<string | null>(null);
  const { data: me } = useMe();
  const token = useAtomValue(idTokenAtom);
  const toast = useToast();

  const scopeOf = (choice: PaymentChoice): AttemptScope => [
    'checkout',
    me?.uuid ?? '',
    order.drop ? 'pack' : 'auction',
    order.id,
    methodOf(choice),
  ];

  const refused = (message: string) => {
    toast('error', message);
    setFailure(message);
    setStep({ kind: 'choosing' });
  };
  const fail = (error: unknown) => {
    refused(errorText(error));
    // sold_out, not_on_sale, price_changed: show the item as it is now.
    if (isApiError(error, 409)) onStale();
  };

  const pay = async (choice: PaymentChoice, fraudWarningAccepted: boolean) => {
    const scope = scopeOf(choice);
    const input = { ...order, choice, fraudWarningAccepted, idempotencyKey: attemptKey(scope) };
    const end = () => endAttempt(scope);
    const received = (result: CheckoutResult['data']) => {
      end();
      setStep({ kind: 'received', result });
    };
    const follow = async (orderId: string) => {
      setStep({ kind: 'processing' });
      const status = await waitForOrder(orderId);
      if (status.status === 'success') return received(status.data);
      if (status.status === 'pending') return setStep({ kind: 'stillProcessing' });
      end();
      refused(status.detail);
    };
    const retry = async (): Promise<void> => {
      setStep({ kind: 'paying' });
      try {
        const answer = await checkoutCall(input);
        if (answer.status === 'success') return received(answer.data);
        if (answer.status === 'accepted') return follow(answer.data.bid_id);
        setStep({
          kind: 'challenge',
          url: answer.redirect_url,
          paymentId: answer.payment_id,
          attempt: { retry, end },
        });
      } catch (error) {
        if (isDefiniteRefusal(error)) end();
        fail(error);
      }
    };
    await retry();
  };

  const challengeEnded = async (result: ThreeDsResult) => {
    if (step.kind !== 'challenge') return;
    const { paymentId, attempt } = step;
    setStep({ kind: 'verifying' });
    try {
      // The server reads the order's own session; a challenge closed unfinished (no query) counts as cancelled.
      const sessionId = new URLSearchParams(result.query).get('cko-session-id') || paymentId;
      const { outcome } = await validateCheckoutThreeDs(sessionId, paymentId);
      if (outcome !== 'success') {
        attempt.end();
        return refused(messages.paymentFailed);
      }
    } catch (error) {
      if (isDefiniteRefusal(error)) attempt.end();
      return refused(errorText(error));
    }
    return attempt.retry();
  };

  const buy = async (choice: PaymentChoice) => {
    setFailure(null);
    if (choice.type === 'coin') return pay(choice, false);
    setStep({ kind: 'checking' });
    try {
      const decision = await checkFraudDecision(
        order.id,
        { price: order.price, drop: order.drop, action: 'buy' },
        { nudges: liveDecisionNudges(() => token) },
      );
      if (decision && decision.category !== 'accept') {
        setStep({ kind: 'confirmingFraud', decision, choice });
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
    /** Back to choosing; cancelling the fraud warning gives up the attempt of the method chosen. */
    cancel: () => {
      if (step.kind === 'confirmingFraud') endAttempt(scopeOf(step.choice));
      setStep({ kind: 'choosing' });
    },
    busy:
      step.kind === 'checking' ||
      step.kind === 'paying' ||
      step.kind === 'verifying' ||
      step.kind === 'processing',
  };
}
