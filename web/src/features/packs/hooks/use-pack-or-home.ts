import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { messages } from '../../../../../shared/domain/messages';
import { useToast } from '../../../components/toast/toast-store';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { usePack } from '../api/get-pack';

/** The pack; a failed fetch (or an answer without the pack) toasts and goes home (spec part 2 §8). */
export function usePackOrHome(packId: string) {
  const result = usePack(packId);
  const toast = useToast();
  const [, navigate] = useLocation();
  const { error, missing } = result;
  const failed = error !== undefined || missing;

  useEffect(() => {
    if (!failed) return;
    toast('error', error ? errorText(error) : messages.somethingWentWrong);
    navigate(paths.root(), { replace: true });
  }, [failed, error, toast, navigate]);

  return result.data;
}
