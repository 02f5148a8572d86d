import { createContext, type ReactNode, useContext } from 'react';
import { Link, useLocation } from 'wouter';
import type { Edition } from '../../../../shared/api/schemas/nft';
import { paths } from '../../config/paths';
import { useAuthModal, useIsLoggedIn } from '../../lib/auth';
import { useFlags } from '../../lib/feature-flags';
import { useRequireVerifiedEmail } from '../../lib/use-require-verified-email';
import { Button } from '../button/button';
import * as styles from './editions-table.css';

export interface EditionActionProps {
  nftId: string;
  edition: Edition;
  /** The NFT's editions may be resold (and so take offers). */
  resellAllowed: boolean;
}

/**
 * More to do with a listed edition beside Buy, composed in by the app layer for a page (the cart's 'Add to cart' on
 * the resale market), so this component imports no feature.
 */
export const ListedEditionExtra = createContext<((nftId: string, edition: Edition) => ReactNode) | null>(
  null,
);

/**
 * What a viewer can do with an edition of the table (spec part 2 §6): buy a listed one (the Buy Now checkout on
 * the listing's auction id), see their own listing or edition instead (an owner can neither buy nor offer on it),
 * make an offer on an unlisted public one when offers are on, or nothing: 'Not For Sale'. A visitor is asked to
 * log in first and comes back to the checkout or the offer.
 */
export function EditionAction({ nftId, edition, resellAllowed }: EditionActionProps) {
  const { flags } = useFlags();
  const loggedIn = useIsLoggedIn();
  const { openLogin } = useAuthModal();
  const verifiedEmail = useRequireVerifiedEmail();
  const [, navigate] = useLocation();
  const extra = useContext(ListedEditionExtra);
  const ownPage = paths.nftItem({ nftId, nftItemId: edition.id });
  const go = async (target: string, needsVerifiedEmail: boolean) => {
    if (!loggedIn) openLogin({ redirectUrl: target });
    else if (!needsVerifiedEmail || (await verifiedEmail())) navigate(target);
  };

  if (edition.is_owner) {
    return (
      <Link to={ownPage} className={styles.link} data-testid="own-edition">
        {edition.auction_id ? 'Your listing' : 'Your NFT'}
      </Link>
    );
  }
  if (edition.auction_id && edition.price !== null && flags.marketplaceEnabled) {
    const checkout = paths.auctionCheckout({ nftId, auctionId: edition.auction_id });
    const buy = (
      <Button
        size="sm"
        onClick={() => void go(checkout, true)}
        aria-label={`Buy edition #${edition.sequence}`}
      >
        Buy
      </Button>
    );
    if (!extra || !loggedIn) return buy;
    return (
      <span className={styles.actionGroup}>
        {buy}
        {extra(nftId, edition)}
      </span>
    );
  }
  if (edition.offer) {
    return (
      <Link to={paths.manageOffer({ nftId, offerId: edition.offer.uuid })} className={styles.link}>
        Manage Offer
      </Link>
    );
  }
  if (flags.offersEnabled && resellAllowed && edition.visibility === 'public' && !edition.auction_id) {
    const makeOffer = paths.nftItemMakeOffer({ nftId, nftItemId: edition.id });
    return (
      <Button
        size="sm"
        variant="secondary"
        onClick={() => void go(makeOffer, false)}
        aria-label={`Make An Offer on edition #${edition.sequence}`}
      >
        Make An Offer
      </Button>
    );
  }
  return <span className={styles.muted}>Not For Sale</span>;
}
