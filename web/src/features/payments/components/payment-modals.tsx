import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { addCardModalAtom, useAddCardModal } from '../../../lib/payments/add-card-modal';

// The card form loads when a screen opens it, not with the first page.
const AddCardModal = lazy(() => import('./add-card-modal').then((m) => ({ default: m.AddCardModal })));

/** Renders the add-card modal that any screen opens through `useAddCardModal` (the app mounts it once). */
export function PaymentModals() {
  const request = useAtomValue(addCardModalAtom);
  const { closeAddCard } = useAddCardModal();
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <AddCardModal {...request} onClose={closeAddCard} />
    </Suspense>
  );
}
