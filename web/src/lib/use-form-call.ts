import { useState } from 'react';
import { type FormFailure, formFailure, noFailure, type ServerFields } from './field-errors';

/**
 * A form's call to the API: busy while it runs, its failure split between the inputs `serverFields` names and the
 * form. `run` answers the call's result, or undefined when it failed.
 */
export function useFormCall<K extends string>(serverFields: ServerFields<K>) {
  const [failure, setFailure] = useState<FormFailure<K>>(noFailure);
  const [busy, setBusy] = useState(false);
  const run = async <T>(call: () => Promise<T>): Promise<T | undefined> => {
    setBusy(true);
    try {
      return await call();
    } catch (error) {
      setFailure(formFailure(error, serverFields));
      return undefined;
    } finally {
      setBusy(false);
    }
  };
  return { failure, setFailure, busy, run };
}
