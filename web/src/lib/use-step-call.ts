import { useState } from 'react';
import { TwoFactorCancelledError } from './api-client';
import { type FormFailure, formFailure, noFailure, type ServerFields } from './field-errors';

/**
 * Runs a form step's call: busy while it runs; a failure's field messages go under the inputs `serverFields`
 * names, the rest is the step's error.
 */
export function useStepCall<K extends string = never>(serverFields: ServerFields<K> = {} as ServerFields<K>) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<FormFailure<K>>(noFailure);
  const run = async (call: () => Promise<void>) => {
    setBusy(true);
    setFailure(noFailure);
    try {
      await call();
    } catch (caught) {
      if (!(caught instanceof TwoFactorCancelledError)) setFailure(formFailure(caught, serverFields));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error: failure.form, fieldErrors: failure.fields, run };
}
