import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useModals } from '../../components/modal/modal-store';

const TRANSACTION_STATUS_PARAM = 'transactionStatus';

/** What a payment provider sending the visitor back can report; other values are left alone. */
const STATUS_TEXT = {
  pending: 'Your transaction is being processed. We will let you know as soon as it completes.',
  completed: 'Your transaction is complete. Thank you!',
} as const;

const isReportedStatus = (value: string | null): value is keyof typeof STATUS_TEXT =>
  value !== null && Object.hasOwn(STATUS_TEXT, value);

/**
 * A page with ?transactionStatus=pending or completed opens the transaction-status modal and strips the parameter
 * from the address (spec part 1 §2), so a reload or a shared link does not open it again.
 */
export function TransactionStatusQuery() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const { open } = useModals();
  useEffect(() => {
    const query = new URLSearchParams(search);
    const status = query.get(TRANSACTION_STATUS_PARAM);
    if (!isReportedStatus(status)) return;
    open({
      id: 'transaction-status',
      title: status === 'completed' ? 'Transaction Completed' : 'Transaction Pending',
      content: <p data-testid="transaction-status">{STATUS_TEXT[status]}</p>,
    });
    query.delete(TRANSACTION_STATUS_PARAM);
    const rest = query.toString();
    navigate(rest ? `${location}?${rest}` : location, { replace: true });
  }, [search, location, open, navigate]);
  return null;
}
