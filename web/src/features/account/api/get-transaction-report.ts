import {
  TAX_REPORT_POLL_INTERVAL_MS,
  TAX_REPORT_POLL_TIMEOUT_MS,
} from '../../../../../shared/domain/constants';
import { messages } from '../../../../../shared/domain/messages';
import { apiGet } from '../../../lib/api-client';
import { sleep } from '../../../utils/sleep';

/**
 * GET /api/user/transaction-report/{year}: the first call starts the report workflow; the file's URL arrives
 * when it is written, so the call is repeated every 2 s for up to 120 s ('timeout error on poll' after that).
 */
export async function fetchTransactionReport(
  year: number,
  { intervalMs = TAX_REPORT_POLL_INTERVAL_MS, timeoutMs = TAX_REPORT_POLL_TIMEOUT_MS } = {},
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await apiGet('getTransactionReport', { params: { year } });
    if (answer.status === 'completed') return answer.url;
    if (Date.now() + intervalMs > deadline) throw new Error(messages.pollTimeout);
    await sleep(intervalMs);
  }
}
