import { useEffect, useState } from 'react';
import type { Claim } from '../../../../../shared/api/schemas/external-claims';
import { messages } from '../../../../../shared/domain/messages';
import { Button } from '../../../components/button/button';
import { LinkButton } from '../../../components/button/link-button';
import { Image } from '../../../components/image/image';
import { Modal } from '../../../components/modal/modal';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { useAccountModal } from '../../../lib/auth';
import { isSettled, useClaim } from '../api/get-claim';
import { submitClaim } from '../api/submit-claim';
import * as styles from './claim-order.css';

/** Part 1 §2's success modal after the claim. */
function ClaimedModal({ onClose }: { onClose: () => void }) {
  return (
    <Modal title="NFT(s) claimed" onClose={onClose}>
      <div className={styles.column}>
        <p>You've added a new NFT to Your Collection!</p>
        <LinkButton to={paths.myCollection()}>Go to My Collection</LinkButton>
      </div>
    </Modal>
  );
}

function OrderLines({ claim }: { claim: Claim }) {
  return (
    <ul className={styles.lines} aria-label="Order items">
      {claim.orderItems.map(({ nft, quantity }) => (
        <li key={nft.id} className={styles.line} data-testid="claim-line">
          <div className={styles.thumb}>
            <Image src={nft.thumbnail} alt={nft.title} />
          </div>
          <span className={styles.title}>{nft.title}</span>
          <span className={styles.quantity}>x {quantity}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The claim page's body for the buyer (part 1 §2, §4 claim: unclaimed then claimed): the order's items and
 * quantities and 'Claim NFT(s)'; once the claim workflow gave them, 'NFT(s) claimed' and the success modal.
 */
export function ClaimOrder({ token, initial }: { token: string; initial: Claim }) {
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [modalOpen, setModalOpen] = useState(false);
  const openAccountModal = useAccountModal();
  const { data } = useClaim(token, submitted);
  const claim = data ?? initial;

  useEffect(() => {
    if (submitted && claim.state === 'claimed') setModalOpen(true);
  }, [submitted, claim.state]);

  const claimNow = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await submitClaim(token);
      setSubmitted(true);
    } catch (error) {
      if (isApiError(error, 403)) openAccountModal('verifyEmail');
      else setFailure(messages.contactSupport);
    } finally {
      setBusy(false);
    }
  };

  const inProgress = busy || (submitted && !isSettled(claim));
  return (
    <div className={styles.column}>
      <OrderLines claim={claim} />
      {claim.state === 'claimed' ? (
        <p className={styles.claimed} role="status">
          NFT(s) claimed
        </p>
      ) : claim.state === 'failed' || failure ? (
        <p role="alert">{messages.contactSupport}</p>
      ) : (
        <div className={styles.actions}>
          <Button onClick={() => void claimNow()} disabled={inProgress} aria-busy={inProgress}>
            {inProgress ? 'Claiming...' : 'Claim NFT(s)'}
          </Button>
        </div>
      )}
      {claim.state === 'claimed' && (
        <div className={styles.actions}>
          <LinkButton to={paths.myCollection()} variant="secondary">
            Go to My Collection
          </LinkButton>
        </div>
      )}
      {modalOpen && <ClaimedModal onClose={() => setModalOpen(false)} />}
    </div>
  );
}
