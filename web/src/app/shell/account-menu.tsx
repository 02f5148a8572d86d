import { useId, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '../../components/button/button';
import { paths } from '../../config/paths';
import { useFlags } from '../../lib/feature-flags';
import { useLogout } from '../../lib/session/use-session';
import * as styles from './header.css';
import { type NavItem, visibleItems } from './nav-items';

/**
 * The logged-in menu of spec part 1 §2. Storefront opens /storefront, which is the dashboard for a user with a
 * valid creator claim and the landing page otherwise (features/storefront/routes/storefront-route.tsx).
 */
const accountItems: readonly NavItem[] = [
  { label: 'My Account', to: paths.account() },
  { label: 'Payment Methods', to: paths.paymentMethods() },
  { label: 'Statement', to: paths.statement() },
  { label: 'Order History', to: paths.accountOrderHistory() },
  { label: 'Watchlist', to: paths.watchlist() },
  { label: 'Storefront', to: paths.storefront(), flag: 'storefrontEnabled' },
];

export function AccountMenu({ onNavigate }: { onNavigate: () => void }) {
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const { flags } = useFlags();
  const logout = useLogout();
  const close = () => {
    setOpen(false);
    onNavigate();
  };
  return (
    <div className={styles.accountMenu}>
      <Button
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        Account
      </Button>
      {open && (
        <ul id={menuId} className={styles.accountList} aria-label="Account">
          {visibleItems(accountItems, flags).map((item) => (
            <li key={item.to}>
              <Link to={item.to} className={styles.link} onClick={close}>
                {item.label}
              </Link>
            </li>
          ))}
          <li>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                close();
                void logout();
              }}
            >
              Sign Out
            </Button>
          </li>
        </ul>
      )}
    </div>
  );
}
