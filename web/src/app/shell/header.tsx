import { lazy, Suspense, useId, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '../../components/button/button';
import { Container } from '../../components/container/container';
import { Logo, logoHomeLabel } from '../../components/logo/logo';
import { paths } from '../../config/paths';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { useAuthModal, useIsLoggedIn } from '../../lib/auth';
import { useFlags } from '../../lib/feature-flags';
import { AccountMenu } from './account-menu';
import * as styles from './header.css';
import { headerItems, visibleItems } from './nav-items';

// The cart's count loads after the first page, so the header adds only this import to it.
const CartBadge = lazy(() =>
  import('../../features/cart/components/cart-badge').then((m) => ({ default: m.CartBadge })),
);

/**
 * The shell header: flag-gated links, then Log in / Sign Up for visitors, or the account menu and the bell. The
 * bell stays in the bar on phones, outside the collapsed menu, so the unread count is always in view.
 */
export function Header() {
  const navId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const [location] = useLocation();
  const { flags } = useFlags();
  const loggedIn = useIsLoggedIn();
  const { openLogin, openSignUp } = useAuthModal();
  const closeMenu = () => setMenuOpen(false);

  return (
    <header className={styles.header}>
      <Container className={styles.bar}>
        <Link to={paths.root()} className={styles.home} aria-label={logoHomeLabel} onClick={closeMenu}>
          <Logo />
        </Link>
        <Button
          variant="ghost"
          size="sm"
          className={styles.menuToggle}
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          Menu
        </Button>
        <nav
          id={navId}
          aria-label="Main"
          className={menuOpen ? `${styles.nav} ${styles.navOpen}` : styles.nav}
        >
          <ul className={styles.links}>
            {visibleItems(headerItems, flags).map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className={styles.link}
                  aria-current={location.startsWith(item.to) ? 'page' : undefined}
                  onClick={closeMenu}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
          <div className={styles.actions}>
            {loggedIn ? (
              <AccountMenu onNavigate={closeMenu} />
            ) : (
              <>
                <Button variant="ghost" size="sm" onClick={() => openLogin()}>
                  Log in
                </Button>
                <Button size="sm" onClick={() => openSignUp()}>
                  Sign Up
                </Button>
              </>
            )}
          </div>
        </nav>
        {loggedIn && flags.marketplaceEnabled && (
          <Suspense fallback={null}>
            <CartBadge />
          </Suspense>
        )}
        {loggedIn && flags.notificationsEnabled && <NotificationBell />}
      </Container>
    </header>
  );
}
