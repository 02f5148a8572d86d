import { type ReactNode, useEffect, useId, useRef } from 'react';
import { close as closeClass, dialog, header, overlay, title as titleClass } from './modal.css';

export interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** A modal dialog: closes on Escape, on the close button and on a click outside. */
export function Modal({ title, onClose, children }: ModalProps) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  // The latest onClose, so the effect below runs once per opening (focus moves in only then).
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    ref.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCloseRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div className={overlay} onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={ref} className={dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className={header}>
          <h2 id={titleId} className={titleClass}>
            {title}
          </h2>
          <button type="button" className={closeClass} aria-label="Close" onClick={onClose}>
            ×
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
