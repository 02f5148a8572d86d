import { useAtomValue } from 'jotai';
import { Modal } from './modal';
import { modalsAtom, useModals } from './modal-store';

/** Renders every open modal from the modal atom (the shell mounts it once). */
export function ModalHost() {
  const modals = useAtomValue(modalsAtom);
  const { close } = useModals();
  return modals.map((entry) => (
    <Modal key={entry.id} title={entry.title} tall={entry.tall} onClose={() => close(entry.id)}>
      {entry.content}
    </Modal>
  ));
}
