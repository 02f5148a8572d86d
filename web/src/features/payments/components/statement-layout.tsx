import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { StatementAccount } from '../../../../../shared/api/schemas/billing';
import { SelectField } from '../../../components/form/select-field';
import { Page } from '../../../components/page/page';
import { paths } from '../../../config/paths';
import { statementAccounts } from '../utils/statement-labels';
import * as styles from './statement.css';

export interface StatementLayoutProps {
  account: StatementAccount;
  /** Absent while the screen loads: the choice shows, disabled. */
  onAccountChange?: (account: StatementAccount) => void;
  /** The balance now ('$12.34'), once answered. */
  balance?: string;
  children: ReactNode;
}

/** The statement's frame: its heading, the balance choice with the balance now, then the movements. */
export function StatementLayout({ account, onAccountChange, balance, children }: StatementLayoutProps) {
  return (
    <Page title="Statement" testId="statement-page">
      <div className={styles.statement}>
        <div className={styles.toolbar}>
          <SelectField
            label="Balance"
            options={statementAccounts}
            value={account}
            disabled={!onAccountChange}
            onChange={(event) => onAccountChange?.(event.target.value as StatementAccount)}
          />
          <p className={styles.balance} data-testid="statement-balance">
            {balance !== undefined && (
              <>
                <span className={styles.muted}>Balance </span>
                {balance}
              </>
            )}
          </p>
          <Link to={paths.paymentMethods()}>Payment Methods</Link>
        </div>
        {children}
      </div>
    </Page>
  );
}

/** Placeholder rows while the first page loads, in the rows' own height. */
export function StatementRowsSkeleton() {
  return (
    <div role="status" aria-label="Loading statement" className={styles.rowsSkeleton}>
      {Array.from({ length: 6 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <div key={i} className={styles.rowSkeleton} aria-hidden="true" />
      ))}
    </div>
  );
}

/** The statement as it will stand, while its code loads (the route's Suspense fallback). */
export function StatementSkeleton() {
  return (
    <StatementLayout account="credit">
      <StatementRowsSkeleton />
    </StatementLayout>
  );
}
