import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useToast } from '../../../components/toast/toast-store';
import { TwoFactorCancelledError } from '../../../lib/api-client';
import { type FieldMessages, formFailure, type ServerFields } from '../../../lib/field-errors';
import { meKey } from '../../../lib/get-me';

/**
 * Runs a settings form's save: busy while it runs, the success toast and a fresh /me after it. Failures are
 * already toasted by the API client; their field messages go under the inputs `serverFields` names.
 */
export function useSave<K extends string = never>(serverFields: ServerFields<K> = {} as ServerFields<K>) {
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldMessages<K>>({});
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const save = async (call: () => Promise<unknown>, successMessage: string): Promise<boolean> => {
    setBusy(true);
    setFieldErrors({});
    try {
      await call();
      toast('success', successMessage);
      await mutate(meKey);
      return true;
    } catch (error) {
      if (!(error instanceof TwoFactorCancelledError)) {
        console.warn('settings save failed', error);
        setFieldErrors(formFailure(error, serverFields).fields);
      }
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, fieldErrors, save };
}
