import type { Offer } from '../../../../../shared/api/schemas/offers';
import { formatDate } from '../../../../../shared/format/date';
import { Button } from '../../../components/button/button';
import { LinkButton } from '../../../components/button/link-button';
import { paths } from '../../../config/paths';
import { formatPrice } from '../../../utils/money';
import { isActive, statusLabel } from '../utils/offer-labels';
import * as styles from './offers.css';

export interface OffersTableProps {
  nftId: string;
  offers: Offer[];
  /** The owner answers each offer (ACCEPT, DECLINE); a maker sees their own offers with Manage. */
  owner: boolean;
  onDecline: (offer: Offer) => void;
}

/**
 * The offers of an item (spec part 1 §2): From, Price, Expires, Made, and the owner's ACCEPT and DECLINE. A table
 * on wide screens; a card per offer on a phone (offers.css).
 */
export function OffersTable({ nftId, offers, owner, onDecline }: OffersTableProps) {
  return (
    <table className={styles.table} data-testid="offers-table">
      <thead>
        <tr>
          <th scope="col">From</th>
          <th scope="col">Price</th>
          <th scope="col">Expires</th>
          <th scope="col">Made</th>
          {!owner && <th scope="col">Status</th>}
          <th scope="col">
            <span className={styles.muted}>{owner ? 'Answer' : 'Manage'}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {offers.map((offer) => (
          <tr key={offer.uuid} data-testid="offer-row" data-offer-id={offer.uuid}>
            <td data-label="From" className={styles.username}>
              {offer.created_by.username}
            </td>
            <td data-label="Price" data-testid="offer-price">
              {formatPrice(offer.amount)}
            </td>
            <td data-label="Expires">{formatDate(offer.expires_at)}</td>
            <td data-label="Made">{formatDate(offer.created_at)}</td>
            {!owner && <td data-label="Status">{statusLabel(offer.status)}</td>}
            <td data-label="">
              <div className={styles.rowActions}>
                {owner ? (
                  <>
                    <LinkButton
                      size="sm"
                      to={paths.acceptOffer({ nftId, offerId: offer.uuid })}
                      disabled={!isActive(offer)}
                    >
                      ACCEPT
                    </LinkButton>
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={!isActive(offer)}
                      onClick={() => onDecline(offer)}
                    >
                      DECLINE
                    </Button>
                  </>
                ) : (
                  <LinkButton
                    size="sm"
                    variant="secondary"
                    to={paths.manageOffer({ nftId, offerId: offer.uuid })}
                  >
                    Manage
                  </LinkButton>
                )}
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
