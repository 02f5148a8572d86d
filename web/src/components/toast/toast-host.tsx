import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { TOAST_DURATION_MS } from '../../../../shared/domain/constants';
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

export function ToastHost() {
  const toasts = useAtomValue(toastsAtom);
  return (
    <section className={region} aria-label="Notifications" aria-live="polite">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </section>
  );
}
