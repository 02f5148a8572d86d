import { useState } from 'react';
import type { CartCheckoutResponse, CartOrderView } from '../../../../../shared/api/schemas/cart';
import type { PaymentChoice } from '../../../components/payment-method-selector/payment-selection';
import { errorText } from '../../../lib/api-client';
import type { AttemptScope } from '../../../lib/payments/attempt-key';
import { usePaidCall } from '../../../lib/payments/use-paid-call';
import { useCartOrder } from '../api/get-cart-order';

type CartDone = Exclude<CartCheckoutResponse, { status: 'redirect' }>;

/**
 * Pays a cart or a sweep with the chosen method through a card's 3-D Secure challenge when it asks for one
 * (lib/payments/use-paid-call.ts), one Idempotency-Key per attempt. The order is the answer's, or, after a 202
 * 'accepted', the polled GET of it; `onOrdered` hears the answer's order once.
 */
export function useCartPayment(options: {
  scope: (choice: PaymentChoice) => AttemptScope;
  send: (choice: PaymentChoice, idempotencyKey: string) => Promise<CartCheckoutResponse>;
  onOrdered?: (order: CartOrderView) => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const [answered, setAnswered] = useState<CartOrderView | null>(null);
  const [acceptedId, setAcceptedId] = useState<string | null>(null);
  const polled = useCartOrder(acceptedId);
  const call = usePaidCall<CartDone>({
    scope: options.scope,
    send: options.send,
    onDone: (answer) => {
      if (answer.status === 'accepted') return setAcceptedId(answer.data.bid_id);
      setAnswered(answer.data);
      options.onOrdered?.(answer.data);
    },
    onFailed: (error) => setFailure(typeof error === 'string' ? error : errorText(error)),
  });
  const pay = (choice: PaymentChoice) => {
    setFailure(null);
    return call.pay(choice);
  };
  return {
    step: call.step,
    challengeEnded: call.challengeEnded,
    failure,
    pay,
    order: answered ?? polled.data ?? null,
    waiting: acceptedId !== null && !polled.data,
  };
}

export type CartPayment = ReturnType<typeof useCartPayment>;
