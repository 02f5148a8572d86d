import { atom, useSetAtom } from 'jotai';
import { type ReactNode, useCallback, useMemo } from 'react';

/** An open modal: the host renders the stack, the last one on top. */
export interface ModalEntry {
  /** Opening an id that is already open replaces it. */
  id: string;
  title: string;
  content: ReactNode;
  /** Long content that loads after opening: the dialog is as tall as the window allows from the start (Modal). */
  tall?: boolean;
}

export const modalsAtom = atom<ModalEntry[]>([]);

/** How many dialogs are on screen, however they were opened (the toasts keep clear of them). */
export const openDialogCountAtom = atom(0);

export function useModals() {
  const setModals = useSetAtom(modalsAtom);
  const open = useCallback(
    (entry: ModalEntry) => setModals((modals) => [...modals.filter((m) => m.id !== entry.id), entry]),
    [setModals],
  );
  const close = useCallback(
    (id: string) => setModals((modals) => modals.filter((m) => m.id !== id)),
    [setModals],
  );
  return useMemo(() => ({ open, close }), [open, close]);
}
