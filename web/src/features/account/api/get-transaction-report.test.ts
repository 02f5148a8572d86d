import { describe, expect, it } from 'vitest';
import { messages } from '../../../../../shared/domain/messages';
import { mockApi } from '../../../testing/mock-api';
import { fetchTransactionReport } from './get-transaction-report';

describe('the transaction report', () => {
  it('polls until the workflow has written the file', async () => {
    let calls = 0;
    const fetchMock = mockApi({
      'GET /api/user/transaction-report/2026': () =>
        ++calls < 3
          ? { status: 'pending', url: null }
          : { status: 'completed', url: '/media/reports/abc/transactions-2026.csv' },
    });
    // The first call loads the route's chunks: on a busy machine that alone can take a second.
    await expect(fetchTransactionReport(2026, { intervalMs: 1, timeoutMs: 15_000 })).resolves.toBe(
      '/media/reports/abc/transactions-2026.csv',
    );
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("gives up with 'timeout error on poll'", async () => {
    mockApi({ 'GET /api/user/transaction-report/2025': { status: 'pending', url: null } });
    await expect(fetchTransactionReport(2025, { intervalMs: 5, timeoutMs: 20 })).rejects.toThrow(
      messages.pollTimeout,
    );
  });
});
