import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useToast } from '../../../components/toast/toast-store';
import { TwoFactorCancelledError } from '../../../lib/api-client';
import { meKey } from '../../../lib/get-me';

/**
 * Runs a settings form's save: busy while it runs, the success toast and a fresh /me after it. Failures are
 * already toasted by the API client.
 */
export function useSave() {
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const save = async (call: () => Promise<unknown>, successMessage: string): Promise<boolean> => {
    setBusy(true);
    try {
      await call();
      toast('success', successMessage);
      await mutate(meKey);
      return true;
    } catch (error) {
      if (!(error instanceof TwoFactorCancelledError)) console.warn('settings save failed', error);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, save };
}
