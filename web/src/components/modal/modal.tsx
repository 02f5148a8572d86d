import { useSetAtom } from 'jotai';
import { type KeyboardEvent, type ReactNode, useEffect, useEffectEvent, useId, useRef } from 'react';
import { close as closeClass, dialog, dialogTall, header, overlay, title as titleClass } from './modal.css';
import { openDialogCountAtom } from './modal-store';

export interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /**
   * As tall as the window allows from the start, for content known to be long that loads after the dialog opens
   * (the FAQ): a centred dialog growing around it moved up the page as it came (CLS).
   */
  tall?: boolean;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

/**
 * Keeps Tab and Shift+Tab inside the dialog, wrapping at its ends, so the page behind it (inert to the eye) is not
 * reached by keyboard; Escape still leaves. A dialog opened inside another handles the key first. Tab inside an
 * iframe (the 3-D Secure frame) never reaches this handler: `focusin` below brings focus back when it leaves that way.
 */
function keepFocusInside(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'Tab' || event.defaultPrevented) return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable.at(-1);
  const active = document.activeElement;
  if (!first || !last) {
    event.preventDefault();
  } else if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A modal dialog: closes on Escape, on the close button and on a click outside; keeps keyboard focus inside while
 * open and gives it back to what had it (the button that opened it) when it closes.
 */
export function Modal({ title, onClose, children, tall = false }: ModalProps) {
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
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    ref.current?.focus();
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onEscape();
    };
    // Only the innermost dialog pulls focus back (a nested one renders inside this one's element).
    const onFocusOutside = (event: FocusEvent) => {
      const dialogElement = ref.current;
      if (!dialogElement || dialogElement.contains(event.target as Node)) return;
      if (dialogElement.querySelector('[role="dialog"]')) return;
      (dialogElement.querySelector<HTMLElement>(FOCUSABLE) ?? dialogElement).focus();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocusOutside);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocusOutside);
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a click on the backdrop closes; Escape does it by keyboard
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is handled on the document
    <div className={overlay} onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={ref}
        className={tall ? `${dialog} ${dialogTall}` : dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={keepFocusInside}
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
