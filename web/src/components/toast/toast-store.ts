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

/** More would bury the page: a fourth toast pushes the oldest out. */
export const MAX_TOASTS = 3;

let nextId = 1;

/** Shows a toast; it closes itself after TOAST_DURATION_MS (see ToastHost). */
export function useToast() {
  const setToasts = useSetAtom(toastsAtom);
  return useCallback(
    (variant: ToastVariant, message: string) =>
      setToasts((toasts) => [...toasts, { id: nextId++, variant, message }].slice(-MAX_TOASTS)),
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
