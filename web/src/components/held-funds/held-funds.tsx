import type { Balances } from '../../../../shared/api/schemas/billing';
import { formatDate } from '../../../../shared/format/date';
import { formatUsdFixed } from '../../../../shared/format/usd';
import { usdToCents } from '../../utils/money';
import * as styles from './held-funds.css';

/** One part of a balance on hold and when it is released. */
export type HeldPart = Balances['held'][number];

export interface HeldFundsProps {
  /** The parts on hold, soonest released first (GET /billing/balance, GET /storefront/earnings). */
  held: readonly HeldPart[];
  /** The total on hold, when the answer gives it (else the parts' sum). */
  totalHeld?: number;
  /** What a chargeback left owed, kept from withdrawals (marketplace credit only). */
  owed?: number;
}

/** '$25.50 held until 08/30/2026 10:00 AM'. */
export const heldLineText = (part: HeldPart) =>
  `${formatUsdFixed(usdToCents(part.amount))} held until ${formatDate(part.available_at)}`;

/**
 * What of a balance is on hold (card-funded proceeds: spendable, not yet withdrawable) and when each part is
 * released, and what a chargeback left owed; nothing at all when nothing is held or owed.
 */
export function HeldFunds({ held, totalHeld, owed = 0 }: HeldFundsProps) {
  if (!held.length && owed <= 0) return null;
  const heldCents =
    totalHeld !== undefined
      ? usdToCents(totalHeld)
      : held.reduce((sum, part) => sum + usdToCents(part.amount), 0);
  return (
    <div className={styles.heldFunds} data-testid="held-funds">
      {held.length > 0 && (
        <>
          <p className={styles.total} data-testid="held-total">
            Held: {formatUsdFixed(heldCents)} (spendable now, withdrawable once released)
          </p>
          <ul className={styles.lines}>
            {held.map((part) => (
              <li key={`${part.available_at}-${part.amount}`} data-testid="held-line">
                {heldLineText(part)}
              </li>
            ))}
          </ul>
        </>
      )}
      {owed > 0 && (
        <p className={styles.owed} data-testid="owed">
          Owed: {formatUsdFixed(usdToCents(owed))} after a chargeback, kept from your withdrawals until repaid
        </p>
      )}
    </div>
  );
}
