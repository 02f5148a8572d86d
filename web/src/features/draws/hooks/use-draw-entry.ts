import { useState } from 'react';
import { useSWRConfig } from 'swr';
import type { PaymentChoice } from '../../../components/payment-method-selector/payment-selection';
import { errorText, isResourceKey } from '../../../lib/api-client';
import { attemptKey, endAttempt, isDefiniteRefusal } from '../../../lib/payments/attempt-key';
import { choiceScopePart } from '../../../lib/payments/payment-fields';
import { registerForDraw } from '../api/register-for-draw';
import { withdrawFromDraw } from '../api/withdraw-from-draw';

/**
 * Enters and withdraws the caller's registration. One Idempotency-Key per attempt (user, pack, method), kept
 * until the server decides, so a retry after a network error holds once; a refusal shows the server's message.
 */
export function useDrawEntry(packId: string, userUuid: string) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { mutate } = useSWRConfig();

  const run = async (call: () => Promise<unknown>, ended: () => void) => {
    setBusy(true);
    setFailure(null);
    try {
      await call();
      ended();
    } catch (error) {
      if (isDefiniteRefusal(error)) ended();
      setFailure(errorText(error));
    } finally {
      setBusy(false);
      // The caller's registration and the draw's public view read again (any viewer's key).
      await mutate(isResourceKey(['getDrawRegistration', 'getPackDraw'], packId));
    }
  };

  const enter = (choice: PaymentChoice) => {
    const scope = ['draw', userUuid, packId, choiceScopePart(choice)];
    return run(
      () => registerForDraw({ packId, choice, idempotencyKey: attemptKey(scope) }),
      () => endAttempt(scope),
    );
  };
  const withdraw = () =>
    run(
      () => withdrawFromDraw(packId),
      () => undefined,
    );
  return { busy, failure, enter, withdraw };
}
