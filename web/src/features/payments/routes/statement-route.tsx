import type { ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { StatementAccount, StatementEntry } from '../../../../../shared/api/schemas/billing';
import { formatDate } from '../../../../../shared/format/date';
import { formatUsdFixed } from '../../../../../shared/format/usd';
import { Button } from '../../../components/button/button';
import * as table from '../../../components/data-table/data-table.css';
import { EmptyState } from '../../../components/status/empty-state';
import { ErrorState } from '../../../components/status/error-state';
import { paths } from '../../../config/paths';
import { usdToCents } from '../../../utils/money';
import { useStatement } from '../api/get-statement';
import * as styles from '../components/statement.css';
import { StatementLayout, StatementRowsSkeleton } from '../components/statement-layout';
import {
  amountText,
  balanceText,
  isStatementAccount,
  kindLabel,
  stateLabel,
} from '../utils/statement-labels';

function Row({ entry, account }: { entry: StatementEntry; account: StatementAccount }) {
  const amount = amountText(entry.amount, account);
  return (
    <tr data-testid="statement-row" data-kind={entry.kind} data-state={entry.state ?? undefined}>
      <td data-label="Date">
        <time dateTime={entry.at}>{formatDate(entry.at)}</time>
      </td>
      <td data-label="Kind">{kindLabel(entry.kind)}</td>
      <td data-label="Title">{entry.title ?? '—'}</td>
      <td data-label="Amount" className={styles.amountCell}>
        <span className={amount.startsWith('−') ? styles.debit : styles.credit}>{amount}</span>
      </td>
      <td data-label="Fee" className={styles.amountCell}>
        {entry.fee > 0 ? formatUsdFixed(usdToCents(entry.fee)) : '—'}
      </td>
      <td data-label="State" data-testid="statement-state">
        {stateLabel(entry)}
      </td>
    </tr>
  );
}

/**
 * /account/statement (issue 37): one balance's movements, newest first, chosen by `?account=` (marketplace credit
 * by default): date, kind, title, signed amount, fee and whether it is held until a date, available or reversed by
 * a chargeback; 'Load more' while the API answers a next page.
 */
export function StatementRoute() {
  const asked = new URLSearchParams(useSearch()).get('account');
  const account: StatementAccount = isStatementAccount(asked) ? asked : 'credit';
  const [, navigate] = useLocation();
  const statement = useStatement(account);
  // The pages of the balance chosen only: a page of the balance before is not shown in this one's unit.
  const pages = statement.data?.[0]?.account === account ? statement.data : undefined;
  const entries = pages?.flatMap((page) => page.results) ?? [];
  const last = pages?.[pages.length - 1];
  const loadingMore = statement.isValidating && pages !== undefined && pages.length < statement.size;

  let body: ReactNode;
  if (statement.error && entries.length === 0) body = <ErrorState onRetry={() => void statement.mutate()} />;
  else if (!pages) body = <StatementRowsSkeleton />;
  else if (entries.length === 0) body = <EmptyState title="No movements yet." />;
  else
    body = (
      <>
        <table className={table.table} data-testid="statement">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Kind</th>
              <th scope="col">Title</th>
              <th scope="col">Amount</th>
              <th scope="col">Fee</th>
              <th scope="col">State</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <Row key={entry.id} entry={entry} account={account} />
            ))}
          </tbody>
        </table>
        {statement.error ? (
          <ErrorState onRetry={() => void statement.mutate()} />
        ) : (
          last?.next != null && (
            <div className={styles.more}>
              <Button
                variant="secondary"
                disabled={loadingMore}
                onClick={() => void statement.setSize(statement.size + 1)}
              >
                {loadingMore ? 'Loading…' : 'Load more'}
              </Button>
            </div>
          )
        )}
      </>
    );

  return (
    <StatementLayout
      account={account}
      onAccountChange={(next) => navigate(`${paths.statement()}?account=${next}`, { replace: true })}
      balance={pages?.[0] ? balanceText(pages[0].balance, account) : undefined}
    >
      {body}
    </StatementLayout>
  );
}
