import { atom, useSetAtom } from 'jotai';
import { useMemo } from 'react';
import type { Card } from '../../../../shared/api/schemas/payments';

/** What opened the add-card modal: the payment methods page, or a checkout's payment method selector. */
export interface AddCardRequest {
  /** Only an Amex card may be added ('You must add an Amex card to proceed'), for Amex-only auctions. */
  amexOnly?: boolean;
  /** Called with the added (and, after 3-D Secure, activated) card. */
  onAdded?: (card: Card) => void;
}

/** The open add-card modal; the payments feature renders it, so any screen can open it without importing it. */
export const addCardModalAtom = atom<AddCardRequest | null>(null);

export function useAddCardModal() {
  const setRequest = useSetAtom(addCardModalAtom);
  return useMemo(
    () => ({
      openAddCard: (request: AddCardRequest = {}) => setRequest(request),
      closeAddCard: () => setRequest(null),
    }),
    [setRequest],
  );
}
