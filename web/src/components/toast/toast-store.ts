import { atom, useSetAtom } from 'jotai';
import { useCallback } from 'react';

/** Toast variants of spec part 2 §8. */
export type ToastVariant = 'success' | 'error' | 'warning' | 'info';

export interface Toast {
  id: number;
  variant: ToastVariant;
  message: string;
}

export const toastsAtom = atom<Toast[]>([]);

let nextId = 1;

/** Shows a toast; it closes itself after TOAST_DURATION_MS (see ToastHost). */
export function useToast() {
  const setToasts = useSetAtom(toastsAtom);
  return useCallback(
    (variant: ToastVariant, message: string) =>
      setToasts((toasts) => [...toasts, { id: nextId++, variant, message }]),
    [setToasts],
  );
}

export function useDismissToast() {
  const setToasts = useSetAtom(toastsAtom);
  return useCallback(
    (id: number) => setToasts((toasts) => toasts.filter((toast) => toast.id !== id)),
    [setToasts],
  );
}
