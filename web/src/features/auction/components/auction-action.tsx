import { useState } from 'react';
import { useLocation } from 'wouter';
import type { AuctionDetail } from '../../../../../shared/api/schemas/bids';
import { messages } from '../../../../../shared/domain/messages';
import { type AuctionKind, auctionPhase } from '../../../../../shared/rules/auctions';
import { Button } from '../../../components/button/button';
import { buttonClass } from '../../../components/button/button-class';
import { paths } from '../../../config/paths';
import { useAuthModal, useIsLoggedIn } from '../../../lib/auth';
import { useRequireVerifiedEmail } from '../../../lib/use-require-verified-email';
import { useClaim } from '../hooks/use-claim';
import * as styles from './auction.css';
import { ClaimSuccessModal, HowToBidModal, PreQualifiedModal } from './auction-modals';

interface ActionProps {
  auction: AuctionDetail;
  kind: AuctionKind;
  nftId: string;
  now: Date;
  /** Where Buy Now goes instead of the auction checkout (the storefront's own checkout). */
  checkoutPath?: string;
}

/** Where a bid or a purchase goes on. */
function targetOf({ auction, kind, nftId, checkoutPath }: ActionProps): string {
  const ids = { nftId, auctionId: auction.id };
  if (kind.mode === 'buy') return checkoutPath ?? paths.auctionCheckout(ids);
  if (kind.mode === 'bid' && kind.preQualifiedOnly) return paths.auctionPreQualifiedBid(ids);
  return paths.auctionBid(ids);
}

function labelOf({ auction, kind }: ActionProps): string {
  switch (kind.mode) {
    case 'bid':
      return auction.last_bid === null ? 'Place a Bid' : 'Update Bid';
    case 'buy':
      return 'Buy Now';
    case 'claim':
      return 'Claim';
    case 'external':
      return auction.button_title ?? 'Learn More';
  }
}

/**
 * The auction's action by its sale mode (spec part 1 §2, §5): bid, buy, claim or an external link. It is disabled
 * unless the auction is live, and for buys and claims once the caller reached the per-account limit. A visitor
 * is asked to log in, an unverified user to verify the e-mail (not for the open giveaway), a user off a
 * pre-qualified list gets the 'pre-qualified bidders only' modal.
 */
export function AuctionAction(props: ActionProps) {
  const { auction, kind, now } = props;
  const [, navigate] = useLocation();
  const loggedIn = useIsLoggedIn();
  const { openLogin } = useAuthModal();
  const verifiedEmail = useRequireVerifiedEmail();
  const { claim, claiming, claimed, dismiss } = useClaim(auction.id, props.nftId);
  const [modal, setModal] = useState<'howToBid' | 'preQualified' | null>(null);

  const label = labelOf(props);
  if (kind.mode === 'external') {
    return auction.external_url ? (
      <div className={styles.section} data-testid="auction-action">
        <a className={buttonClass()} href={auction.external_url} target="_blank" rel="noopener noreferrer">
          {label}
        </a>
      </div>
    ) : null;
  }

  const limited = kind.mode !== 'bid' && auction.reached_purchase_limit;
  const live = auctionPhase({ ...auction, soldOut: auction.sold_out }, now) === 'live';
  const disabled = !live || limited || claiming;
  const target = targetOf(props);
  const act = async () => {
    if (!loggedIn) {
      openLogin({ redirectUrl: kind.mode === 'claim' ? undefined : target });
      return;
    }
    if (kind.needsVerifiedEmail && !(await verifiedEmail())) return;
    if (kind.mode === 'bid' && kind.preQualifiedOnly && !auction.is_able_to_bid) setModal('preQualified');
    else if (kind.mode === 'claim') void claim();
    else navigate(target);
  };

  return (
    <div className={styles.section} data-testid="auction-action">
      <Button onClick={() => void act()} disabled={disabled}>
        {label}
      </Button>
      {limited && <p data-testid="purchase-limit">{messages.purchaseLimitReached}</p>}
      {kind.mode === 'bid' && (
        <button type="button" className={styles.linkish} onClick={() => setModal('howToBid')}>
          How to bid
        </button>
      )}
      {modal === 'howToBid' && <HowToBidModal onClose={() => setModal(null)} />}
      {modal === 'preQualified' && <PreQualifiedModal onClose={() => setModal(null)} />}
      {claimed && <ClaimSuccessModal edition={claimed.edition} onClose={dismiss} />}
    </div>
  );
}
