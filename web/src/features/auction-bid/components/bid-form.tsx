import type { AuctionDetail } from '../../../../../shared/api/schemas/bids';
import { formatUsdFixed } from '../../../../../shared/format/usd';
import { Button } from '../../../components/button/button';
import * as styles from '../../../components/flow-layout/flow-layout.css';
import { FormError } from '../../../components/form/form-error';
import { PaymentMethodSelector } from '../../../components/payment-method-selector/payment-method-selector';
import { usePaymentMethodSelector } from '../../../components/payment-method-selector/use-payment-method-selector';
import type { BidPlaced } from '../api/place-bid';
import { useBidAmount } from '../hooks/use-bid-amount';
import { usePlaceBid } from '../hooks/use-place-bid';
import { BidAmountField } from './bid-amount-field';
import { LastBid } from './last-bid';

export interface BidFormProps {
  auction: AuctionDetail;
  addressUuid: string | null;
  onPlaced: (answer: BidPlaced) => void;
}

/**
 * placeBid / updateBid (spec part 1 §4): the amount, the method that holds it, 'Bid Now'. Bid Now stays disabled
 * without a method or balances, while cards load, with a paused default card, or when the chosen balance is
 * below the bid (the selector's rules), and while the amount is below the minimum.
 */
export function BidForm({ auction, addressUuid, onPlaced }: BidFormProps) {
  const amount = useBidAmount(auction);
  const selector = usePaymentMethodSelector({
    priceCents: amount.cents ?? amount.minimumCents,
    action: 'bid',
    amexOnly: auction.amex_only,
  });
  const { choice, canPay } = selector.selection;
  const { busy, failure, updating, submit } = usePlaceBid(auction, amount, onPlaced);

  return (
    <div className={styles.column} data-testid="bid-form">
      <h2>{updating ? 'Update your bid' : 'Place your bid'}</h2>
      <LastBid amount={auction.last_bid} />
      <BidAmountField
        value={amount.text}
        onChange={amount.setText}
        error={amount.error}
        placeholder={`${formatUsdFixed(amount.minimumCents)} or more`}
      />
      <PaymentMethodSelector state={selector} />
      <FormError message={failure} />
      <Button
        disabled={busy || amount.cents === null || !canPay || !choice}
        onClick={() => choice && submit({ choice, addressUuid })}
      >
        {busy ? 'Processing…' : 'Bid Now'}
      </Button>
    </div>
  );
}
