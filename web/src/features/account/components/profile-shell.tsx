import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { formatDate } from '../../../../../shared/format/date';
import { Loader } from '../../../components/loader/loader';
import { ErrorState } from '../../../components/status/error-state';
import { paths } from '../../../config/paths';
import { useFlags } from '../../../lib/feature-flags';
import { useMe } from '../../../lib/get-me';
import * as styles from './profile-shell.css';

const tabs = [
  { label: 'My Collection', to: paths.myCollection() },
  { label: 'Payment Methods', to: paths.paymentMethods() },
  { label: 'Order History', to: paths.accountOrderHistory() },
  { label: 'My Account', to: paths.settings() },
  { label: 'Notifications', to: paths.notificationSettings(), flag: 'notificationsEnabled' as const },
];

/** The profile shell of /account (spec part 1 §2): username, join date, Discord name, then the tabs. */
export function ProfileShell({ children }: { children: ReactNode }) {
  const { data: me, error, mutate } = useMe();
  const { flags } = useFlags();
  const [location] = useLocation();
  // A failed background refresh keeps the profile it had: the forms inside keep what was typed.
  if (!me) return error ? <ErrorState onRetry={() => void mutate()} /> : <Loader />;
  return (
    <div className={styles.shell} data-testid="profile-shell">
      <header className={styles.profile}>
        <h1 className={styles.username} data-testid="profile-username">
          {me.username}
        </h1>
        <p className={styles.meta}>Joined {formatDate(me.date_joined).slice(0, 10)}</p>
        {me.discord_username && <p className={styles.meta}>Discord: {me.discord_username}</p>}
      </header>
      <nav aria-label="Account" className={styles.tabs}>
        {tabs
          .filter((tab) => !tab.flag || flags[tab.flag])
          .map((tab) => (
            <Link
              key={tab.to}
              to={tab.to}
              className={styles.tab}
              aria-current={location === tab.to ? 'page' : undefined}
            >
              {tab.label}
            </Link>
          ))}
      </nav>
      {children}
    </div>
  );
}
