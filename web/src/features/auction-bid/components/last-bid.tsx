import { formatUsdFixed } from '../../../../../shared/format/usd';
import * as styles from '../../../components/flow-layout/flow-layout.css';
import { usdToCents } from '../../../utils/money';

/** The caller's bid on the auction, when they have one (the form then updates it). */
export function LastBid({ amount }: { amount: number | null }) {
  if (amount === null) return null;
  return (
    <p className={styles.muted} data-testid="last-bid">
      Your current bid: {formatUsdFixed(usdToCents(amount))}
    </p>
  );
}
