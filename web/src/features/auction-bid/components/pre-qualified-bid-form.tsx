import { useState } from 'react';
import { useLocation } from 'wouter';
import type { AuctionDetail } from '../../../../../shared/api/schemas/bids';
import { messages } from '../../../../../shared/domain/messages';
import { formatUsdFixed } from '../../../../../shared/format/usd';
import { Button } from '../../../components/button/button';
import { LinkButton } from '../../../components/button/link-button';
import * as styles from '../../../components/flow-layout/flow-layout.css';
import { CheckField } from '../../../components/form/check-field';
import { FormError } from '../../../components/form/form-error';
import { Modal } from '../../../components/modal/modal';
import type { BidPlaced } from '../api/place-bid';
import { useBidAmount } from '../hooks/use-bid-amount';
import { usePlaceBid } from '../hooks/use-place-bid';
import { BidAmountField } from './bid-amount-field';
import { LastBid } from './last-bid';

/** Decimals past the cents are cut as they are typed (spec part 1 §5: 'decimals cut to 2'). */
const cutToCents = (text: string) => text.replace(/(\.\d{2})\d+$/, '$1');

export interface PreQualifiedBidFormProps {
  auction: AuctionDetail;
  /** The auction page, where the pre-qualified-only modal leads back. */
  backTo: string;
  onPlaced: (answer: BidPlaced) => void;
}

/**
 * The pre-qualified bid (spec part 1 §4, §5): no address and no payment now (winners pay after the close);
 * at least $1, the bidding terms ticked. A user not on the list sees the pre-qualified-only modal.
 */
export function PreQualifiedBidForm({ auction, backTo, onPlaced }: PreQualifiedBidFormProps) {
  const amount = useBidAmount(auction);
  const [termsTicked, setTermsTicked] = useState(false);
  const { busy, failure, updating, submit } = usePlaceBid(auction, amount, onPlaced);
  const [, navigate] = useLocation();

  if (!auction.is_able_to_bid) {
    return (
      <Modal title="Pre-qualified bidders only" onClose={() => navigate(backTo)}>
        <div className={styles.column} data-testid="pre-qualified-only">
          <p>{messages.preQualifiedBiddersOnly}</p>
          <LinkButton to={backTo}>Back to the auction</LinkButton>
        </div>
      </Modal>
    );
  }

  return (
    <div className={styles.column} data-testid="pre-qualified-bid-form">
      <h2>{updating ? 'Update your bid' : 'Place your bid'}</h2>
      <LastBid amount={auction.last_bid} />
      <BidAmountField
        value={amount.text}
        onChange={(text) => amount.setText(cutToCents(text))}
        error={amount.error}
        placeholder={`${formatUsdFixed(amount.minimumCents)} or more`}
      />
      <CheckField
        label="I agree to the bidding terms: if my bid wins, I pay for it within 24 hours of the close"
        checked={termsTicked}
        onChange={(event) => setTermsTicked(event.target.checked)}
      />
      <FormError message={failure} />
      <Button disabled={busy || amount.cents === null || !termsTicked} onClick={() => submit()}>
        {busy ? 'Processing…' : 'Bid Now'}
      </Button>
    </div>
  );
}
