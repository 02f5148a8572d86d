import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../../../shared/format/date';
import { Reply } from '../../../testing/mock-api';
import { makeBalances } from '../../../testing/payment-fixtures';
import { makeWithdrawal, openWithdrawPage } from '../testing/withdraw-fixtures';

const openHistory = (answer: unknown) =>
  openWithdrawPage('/withdraw/history', 'Withdrawal History', {
    // History stays open while withdrawing is not allowed.
    'GET /api/billing/balance': makeBalances({ withdraw_allowed: false }),
    'GET /api/payments/withdrawal': answer,
  });

describe('the withdrawal history', () => {
  it('lists Date and Time, Amount and Status, with why a payout failed', async () => {
    const completed = makeWithdrawal({ id: 'wd-2', status: 'completed', amount: 1234.5 });
    const returned = makeWithdrawal({
      id: 'wd-1',
      status: 'returned',
      amount: 10,
      last_updated: '2026-03-09T14:30:00.000Z',
      failure: 'R01 Insufficient Funds',
    });
    await openHistory({ results: [completed, returned] });
    const rows = await screen.findAllByTestId('withdraw-history-row');
    expect(rows).toHaveLength(2);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(rows[0]!)).toEqual([formatDate(completed.last_updated), '$1,234.50', 'Completed']);
    expect(cells(rows[1]!)).toEqual([
      formatDate(returned.last_updated),
      '$10.00',
      'ReturnedR01 Insufficient Funds',
    ]);
    expect(formatDate(returned.last_updated)).toMatch(/^03\/09\/2026 \d\d:30 (AM|PM)$/);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Date and Time',
      'Amount',
      'Status',
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says when there are no withdrawals yet', async () => {
    await openHistory({ results: [] });
    expect((await screen.findByTestId('empty-state')).textContent).toContain(
      'You have not made any withdrawals yet.',
    );
  });

  it('shows an error state with a retry', async () => {
    let fail = true;
    await openHistory(() =>
      fail ? new Reply(500, { detail: 'Server error.', code: 'error' }) : { results: [makeWithdrawal()] },
    );
    const error = await screen.findByTestId('error-state');
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('withdraw-history-row')).toHaveLength(1);
  });
});
