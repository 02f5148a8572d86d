import { useState } from 'react';
import { errorText, TwoFactorCancelledError } from './api-client';

/** Runs a form step's call: busy while it runs, the server's lines as the step's error. */
export function useStepCall() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (call: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await call();
    } catch (failure) {
      if (!(failure instanceof TwoFactorCancelledError)) setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}
