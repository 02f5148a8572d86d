import { useSetAtom } from 'jotai';
import { type ReactNode, useEffect, useEffectEvent, useId, useRef } from 'react';
import { close as closeClass, dialog, header, overlay, title as titleClass } from './modal.css';
import { openDialogCountAtom } from './modal-store';

export interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** A modal dialog: closes on Escape, on the close button and on a click outside. */
export function Modal({ title, onClose, children }: ModalProps) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  // Always the latest onClose, without re-running the effect: focus moves in once per opening.
  const onEscape = useEffectEvent(onClose);
  const setOpenDialogs = useSetAtom(openDialogCountAtom);

  useEffect(() => {
    setOpenDialogs((count) => count + 1);
    return () => setOpenDialogs((count) => count - 1);
  }, [setOpenDialogs]);

  useEffect(() => {
    ref.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onEscape();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a click on the backdrop closes; Escape does it by keyboard
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is handled on the document
    <div className={overlay} onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={ref}
        className={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
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
