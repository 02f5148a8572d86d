import { useAtomValue } from 'jotai';
import { addCardModalAtom, useAddCardModal } from '../../../lib/payments/add-card-modal';
import { AddCardModal } from './add-card-modal';

/** Renders the add-card modal that any screen opens through `useAddCardModal` (the app mounts it once). */
export function PaymentModals() {
  const request = useAtomValue(addCardModalAtom);
  const { closeAddCard } = useAddCardModal();
  if (!request) return null;
  return <AddCardModal {...request} onClose={closeAddCard} />;
}
