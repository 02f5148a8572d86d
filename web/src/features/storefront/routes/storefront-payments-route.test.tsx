import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Withdrawal } from '../../../../../shared/api/schemas/withdrawals';
import { messages } from '../../../../../shared/domain/messages';
import { formatDate } from '../../../../../shared/format/date';
import { Reply } from '../../../testing/mock-api';
import { bodiesOf, makeEarnings, makeProfile, openStorefrontPage } from '../testing/storefront-fixtures';

const withdrawal: Withdrawal = {
  id: 'wd-1',
  last_updated: '2026-03-10T15:05:00.000Z',
  created: '2026-03-10T15:05:00.000Z',
  amount: 20,
  fee: 0,
  payout_amount: 20,
  status: 'queued',
  transfer_type: 'fiat',
  source: 'earnings',
  batch_at: '2026-03-10T21:00:00.000Z',
  failure: null,
};

const sale = {
  id: 's1',
  nft_id: 'nft-9',
  title: 'Analytical Engine',
  price: 25,
  share: 22.5,
  date: '2026-03-10T14:00:00.000Z',
  buyer_username: 'collector7',
};

describe('/storefront-payments', () => {
  it('shows earnings, the sales with the creator share, and the withdrawals', async () => {
    await openStorefrontPage('/storefront-payments', 'Payments', {
      'GET /api/storefront/earnings': makeEarnings({
        balance: 22.5,
        available: 2.5,
        sales: [sale],
        withdrawals: [withdrawal],
      }),
    });
    const row = await screen.findByTestId('sales-row');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([formatDate(sale.date), 'Analytical Engine', 'collector7', '$25.00', '$22.50']);
    expect(screen.getAllByTestId('withdraw-history-row')).toHaveLength(1);
    expect(screen.getByTestId('earnings-balance').textContent).toBe('$22.50');
    expect(screen.getByRole('link', { name: 'Withdraw' }).getAttribute('href')).toBe(
      '/storefront-payments/withdraw',
    );
  });

  it('says when there are no sales or withdrawals yet', async () => {
    await openStorefrontPage('/storefront-payments', 'Payments');
    const empty = await screen.findAllByTestId('empty-state');
    expect(empty.map((state) => state.textContent)).toEqual(['No sales yet.', 'No withdrawals yet.']);
  });
});

describe('/storefront-payments/withdraw', () => {
  it("withdraws earnings the creator's preferred way and says it is queued", async () => {
    const { fetchMock } = await openStorefrontPage(
      '/storefront-payments/withdraw',
      'Withdraw Earnings',
      {
        'GET /api/storefront/profile': makeProfile({ payout_type: 'crypto' }),
        'GET /api/storefront/earnings': makeEarnings({ balance: 50, available: 50 }),
        'POST /api/storefront_billing/creator_withdrawal': withdrawal,
      },
      { cryptoPayoutEnabled: true, withdrawEnabled: true },
    );
    const form = within(await screen.findByTestId('creator-withdraw-form'));
    expect((form.getByLabelText('Withdraw to') as HTMLSelectElement).value).toBe('crypto');
    fireEvent.click(form.getByRole('button', { name: 'Withdraw' }));
    expect(await form.findByText(messages.fieldRequired)).toBeTruthy();
    fireEvent.change(form.getByLabelText('Amount (USD)'), { target: { value: '20' } });
    fireEvent.change(form.getByLabelText('Withdraw to'), { target: { value: 'fiat' } });
    fireEvent.click(form.getByRole('button', { name: 'Withdraw' }));
    expect((await screen.findByTestId('creator-withdrawal-queued')).textContent).toContain('$20.00');
    expect(bodiesOf(fetchMock, 'POST', '/api/storefront_billing/creator_withdrawal')).toEqual([
      { value: '20', withdraw_type: 'fiat' },
    ]);
  });

  it('shows the held earnings with their release date and refuses more than is available', async () => {
    const held = [{ amount: 22.5, available_at: '2026-08-30T14:00:00.000Z' }];
    const { fetchMock } = await openStorefrontPage('/storefront-payments/withdraw', 'Withdraw Earnings', {
      'GET /api/storefront/earnings': makeEarnings({ balance: 32.5, available: 10, held }),
    });
    expect((await screen.findByTestId('held-line')).textContent).toBe(
      `$22.50 held until ${formatDate(held[0]!.available_at)}`,
    );
    expect(screen.getByTestId('earnings-available').textContent).toBe('$10.00');
    const form = within(await screen.findByTestId('creator-withdraw-form'));
    fireEvent.change(form.getByLabelText('Amount (USD)'), { target: { value: '20' } });
    fireEvent.click(form.getByRole('button', { name: 'Withdraw' }));
    expect(await form.findByText(messages.withdrawalAmountTooHigh)).toBeTruthy();
    expect(bodiesOf(fetchMock, 'POST', '/api/storefront_billing/creator_withdrawal')).toEqual([]);
  });

  it("shows the server's refusal", async () => {
    await openStorefrontPage(
      '/storefront-payments/withdraw',
      'Withdraw Earnings',
      {
        'GET /api/storefront/earnings': makeEarnings({ balance: 50, available: 50 }),
        'POST /api/storefront_billing/creator_withdrawal': new Reply(400, {
          detail: messages.bankAccountRequired,
          code: 'invalid',
        }),
      },
      { cryptoPayoutEnabled: false },
    );
    const form = within(await screen.findByTestId('creator-withdraw-form'));
    expect(form.queryByRole('option', { name: 'Crypto' })).toBeNull();
    fireEvent.change(form.getByLabelText('Amount (USD)'), { target: { value: '15' } });
    fireEvent.click(form.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() =>
      expect(form.getByTestId('form-error').textContent).toBe(messages.bankAccountRequired),
    );
  });
});
