import type { ReactNode } from 'react';
import { messages } from '../../../../../shared/domain/messages';
import { Button } from '../../../components/button/button';
import { LinkButton } from '../../../components/button/link-button';
import { Modal } from '../../../components/modal/modal';
import { paths } from '../../../config/paths';
import * as styles from './auction.css';

interface ModalProps {
  onClose: () => void;
}

function InfoModal({ title, onClose, children }: ModalProps & { title: string; children: ReactNode }) {
  return (
    <Modal title={title} onClose={onClose}>
      <div className={styles.section}>
        {children}
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    </Modal>
  );
}

/** 'Includes Vault Content' / 'Limited Vault Content': what the vault holds for the NFT's owners. */
export function VaultModal({ label, onClose }: ModalProps & { label: string }) {
  return (
    <InfoModal title={label} onClose={onClose}>
      <p>
        Owners of this NFT unlock its vault: exclusive images, audio and video from the creator, opened from
        the NFT's page in My Collection.
      </p>
    </InfoModal>
  );
}

/** The 'How to bid' explainer (spec part 1 §2 'Modals'). */
export function HowToBidModal({ onClose }: ModalProps) {
  return (
    <InfoModal title="How to bid" onClose={onClose}>
      <ol>
        <li>Choose 'Place a Bid' and enter at least the minimum bid shown.</li>
        <li>
          Pick how to pay: a saved card, marketplace credit or prepaid balance. Your bid is held, not charged.
        </li>
        <li>Raise your bid any time before the auction ends with 'Update Bid'.</li>
        <li>
          When the auction ends the winning bids are charged and the NFTs go to My Collection; other holds are
          released.
        </li>
      </ol>
    </InfoModal>
  );
}

/** A pre-qualified auction for a user not on its list (spec part 1 §5). */
export function PreQualifiedModal({ onClose }: ModalProps) {
  return (
    <InfoModal title="Pre-qualified bidders only" onClose={onClose}>
      <p>{messages.preQualifiedBiddersOnly}</p>
    </InfoModal>
  );
}

function CollectionModal({ title, onClose, children }: ModalProps & { title: string; children: ReactNode }) {
  return (
    <Modal title={title} onClose={onClose}>
      <div className={styles.section}>
        {children}
        <LinkButton to={paths.myCollection()}>Go to My Collection</LinkButton>
      </div>
    </Modal>
  );
}

/** After a free claim (spec part 1 §2, claim page). */
export function ClaimSuccessModal({ edition, onClose }: ModalProps & { edition: number }) {
  return (
    <CollectionModal title="NFT claimed" onClose={onClose}>
      <p>You've added a new NFT to Your Collection!</p>
      <p className={styles.muted}>Edition #{edition}</p>
    </CollectionModal>
  );
}

/** The caller's bid won the ended auction. */
export function CongratulationsModal({ title, onClose }: ModalProps & { title: string }) {
  return (
    <CollectionModal title="Congratulations!" onClose={onClose}>
      <p>Your bid won {title}. The NFT is on its way to Your Collection.</p>
    </CollectionModal>
  );
}
