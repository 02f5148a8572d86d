import type { CartLineFailure, CartOrderView } from '../../../../../shared/api/schemas/cart';
import { formatUsdFixed } from '../../../../../shared/format/usd';
import { Loader } from '../../../components/loader/loader';
import * as styles from './cart.css';

const failureTexts: Record<CartLineFailure, string> = {
  sold: 'Sold to someone else: not charged',
  removed: 'No longer listed: not charged',
  price_changed: 'The price changed: not charged',
  payment_declined: 'Payment failed: not charged',
  undeliverable: 'Could not be delivered: refunded',
};

/** A cart order's result, line by line: bought (with its edition) or not and why; what was charged in all. */
export function CartResult({ order }: { order: CartOrderView }) {
  if (order.status === 'reserving' || order.status === 'paying')
    return <Loader label="Finishing your order" />;
  const bought = order.lines.filter((line) => line.status === 'bought').length;
  return (
    <section className={styles.column} aria-label="Order result" data-testid="cart-result">
      <h2>
        {bought} of {order.lines.length} bought · {formatUsdFixed(order.bought_cents)}
      </h2>
      <ul className={styles.lines}>
        {order.lines.map((line) => (
          <li key={line.listing_id} className={styles.line} data-testid="cart-result-line">
            <span className={styles.lineTitle}>
              {line.title}
              {line.edition !== null && ` #${line.edition}`}
            </span>
            <span>{formatUsdFixed(line.price_cents)}</span>
            {line.status === 'bought' ? (
              <span className={styles.bought}>Bought</span>
            ) : (
              <span className={styles.notBought}>
                {line.reason ? failureTexts[line.reason] : 'Not bought'}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
