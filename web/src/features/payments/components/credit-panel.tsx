import { useId } from 'react';
import { Link } from 'wouter';
import { formatUsdFixed } from '../../../../../shared/format/usd';
import { Button } from '../../../components/button/button';
import { LinkButton } from '../../../components/button/link-button';
import { HeldFunds } from '../../../components/held-funds/held-funds';
import { Loader } from '../../../components/loader/loader';
import { ErrorState } from '../../../components/status/error-state';
import { WithdrawalLimitsLink } from '../../../components/withdrawal-limits/withdrawal-limits';
import { paths } from '../../../config/paths';
import { useFlags } from '../../../lib/feature-flags';
import { useBalances } from '../../../lib/payments/get-balances';
import { usdToCents } from '../../../utils/money';
import * as styles from './payments.css';

/** Shown instead of the figures while marketplace credit is switched off or hidden for the user. */
export const CREDIT_MAINTENANCE_MESSAGE =
  'Marketplace Credit is temporarily unavailable while we carry out maintenance. Please check back later.';

function HistoryIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
      <path d="M3 3v5h5M12 7v5l3 3" />
    </svg>
  );
}

function Figure({ label, cents, testId }: { label: string; cents: number; testId: string }) {
  return (
    <div className={styles.figure}>
      <dt className={styles.muted}>{label}</dt>
      <dd className={styles.figureValue} data-testid={testId}>
        {formatUsdFixed(cents)}
      </dd>
    </div>
  );
}

/**
 * The marketplace credit panel: the total, what may be withdrawn, what is held until when and what is owed, Withdraw, the withdrawal limits, the
 * withdrawal history and the tax documents; a maintenance message while credit is switched off or hidden.
 */
export function CreditPanel({ hidden }: { hidden: boolean }) {
  const { flags } = useFlags();
  const shown = flags.payWithMarketplaceCreditEnabled && !hidden;
  const { data: balances, error, mutate } = useBalances();
  const titleId = useId();
  return (
    <section className={styles.panel} aria-labelledby={titleId} data-testid="credit-panel">
      <div className={styles.panelHeader}>
        <h2 id={titleId} className={styles.panelTitle}>
          Marketplace Credit
        </h2>
        {shown && (
          <div className={styles.headerLinks}>
            <Link to={paths.statement()} data-testid="statement-link">
              Statement
            </Link>
            {flags.withdrawEnabled && (
              <Link to={paths.withdrawHistory()} className={styles.iconLink} aria-label="Withdrawal history">
                <HistoryIcon />
              </Link>
            )}
          </div>
        )}
      </div>
      {!shown ? (
        <p className={styles.muted} data-testid="credit-maintenance">
          {CREDIT_MAINTENANCE_MESSAGE}
        </p>
      ) : error ? (
        <ErrorState onRetry={() => void mutate()} />
      ) : !balances ? (
        <Loader label="Loading balances" />
      ) : (
        <>
          <dl className={styles.figures}>
            <Figure label="Total" cents={usdToCents(balances.balance)} testId="credit-total" />
            <Figure
              label="Available for withdrawal"
              cents={usdToCents(balances.total_available_withdrawal)}
              testId="credit-available"
            />
            {balances.USD > 0 && (
              <Figure label="Prepaid USD" cents={usdToCents(balances.USD)} testId="prepaid-usd" />
            )}
          </dl>
          <HeldFunds held={balances.held} totalHeld={balances.total_held} owed={balances.owed} />
          {balances.withdraw_denied_reason && (
            <p className={styles.muted} data-testid="withdraw-denied">
              <strong>{balances.withdraw_denied_reason.title}.</strong>{' '}
              {balances.withdraw_denied_reason.description}
            </p>
          )}
          <div className={styles.actions}>
            {flags.withdrawEnabled &&
              (balances.total_available_withdrawal > 0 ? (
                <LinkButton to={paths.withdraw()}>Withdraw</LinkButton>
              ) : (
                <Button disabled>Withdraw</Button>
              ))}
            <WithdrawalLimitsLink />
            {flags.yearReportEnabled && <Link to={paths.settings()}>Tax documents</Link>}
          </div>
        </>
      )}
    </section>
  );
}
