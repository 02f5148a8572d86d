import { Link } from 'wouter';
import { paths } from '../../../config/paths';
import { useCart } from '../cart-store';
import * as styles from './cart-badge.css';

/** The header's cart link with its count; loaded after the first page (the header lazy-loads it). */
export function CartBadge() {
  const { entries } = useCart();
  return (
    <Link to={paths.cart()} className={styles.badge} data-testid="cart-badge">
      Cart{entries.length > 0 && ` (${entries.length})`}
    </Link>
  );
}
