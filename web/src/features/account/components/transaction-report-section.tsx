import { useState } from 'react';
import { Button } from '../../../components/button/button';
import * as formStyles from '../../../components/form/form.css';
import { useToast } from '../../../components/toast/toast-store';
import { errorText } from '../../../lib/api-client';
import { fetchTransactionReport } from '../api/get-transaction-report';
import { SettingsSection } from './settings-section';

const currentYear = new Date().getFullYear();
const years = Array.from({ length: 5 }, (_, i) => currentYear - i);

/** The yearly transaction report (CSV), written by a workflow; shown with the yearReportEnabled flag. */
export function TransactionReportSection() {
  const toast = useToast();
  const [year, setYear] = useState(currentYear);
  const [state, setState] = useState<{ kind: 'idle' } | { kind: 'working' } | { kind: 'ready'; url: string }>(
    {
      kind: 'idle',
    },
  );

  const request = async () => {
    setState({ kind: 'working' });
    try {
      setState({ kind: 'ready', url: await fetchTransactionReport(year) });
    } catch (error) {
      setState({ kind: 'idle' });
      toast('error', errorText(error));
    }
  };

  return (
    <SettingsSection title="Transaction report">
      <div className={formStyles.actions}>
        <label>
          Year{' '}
          <select
            value={year}
            onChange={(event) => {
              setYear(Number(event.target.value));
              setState({ kind: 'idle' });
            }}
          >
            {years.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </label>
        <Button variant="secondary" size="sm" disabled={state.kind === 'working'} onClick={request}>
          {state.kind === 'working' ? 'Preparing…' : 'Prepare report'}
        </Button>
        {state.kind === 'ready' && (
          <a href={state.url} download data-testid="transaction-report-link">
            Download {year} report
          </a>
        )}
      </div>
    </SettingsSection>
  );
}
