import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { TOAST_DURATION_MS } from '../../../../shared/domain/constants';
import { openDialogCountAtom } from '../modal/modal-store';
import { dismiss, message, region, toast as toastClass } from './toast.css';
import { type Toast, toastsAtom, useDismissToast } from './toast-store';

function ToastItem({ toast }: { toast: Toast }) {
  const onDismiss = useDismissToast();
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast.id, onDismiss]);
  return (
    <div
      className={toastClass[toast.variant]}
      role={toast.variant === 'error' ? 'alert' : 'status'}
      data-testid="toast"
      data-variant={toast.variant}
    >
      <p className={message}>{toast.message}</p>
      <button type="button" className={dismiss} aria-label="Dismiss" onClick={() => onDismiss(toast.id)}>
        ×
      </button>
    </div>
  );
}

/**
 * The toasts, under the header's right end; while a dialog is open they move to the bottom edge, clear of the
 * dialog's top-right close button at every width (on a phone the dialog spans the screen).
 */
export function ToastHost() {
  const toasts = useAtomValue(toastsAtom);
  const placement = useAtomValue(openDialogCountAtom) > 0 ? 'bottom' : 'top';
  return (
    <section
      className={region[placement]}
      aria-label="Notifications"
      aria-live="polite"
      data-placement={placement}
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </section>
  );
}
