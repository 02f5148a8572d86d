import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../../../shared/domain/messages';
import { formatDate } from '../../../../../shared/format/date';
import { makeConfig } from '../../../testing/fixtures';
import { Reply } from '../../../testing/mock-api';
import { makeBalances } from '../../../testing/payment-fixtures';
import { allowedBalances, openWithdrawPage } from '../testing/withdraw-fixtures';

describe('the withdraw choice', () => {
  it('shows what is available, Fiat and Crypto with their delays, history and the limits', async () => {
    await openWithdrawPage('/withdraw', 'Withdraw', { 'GET /api/billing/balance': allowedBalances(80.5) });
    expect((await screen.findByTestId('withdraw-available')).textContent).toBe('$80.50');
    const fiat = screen.getByTestId('withdraw-fiat');
    expect(fiat.textContent).toContain('US only, 2 - 3 business days');
    expect(within(fiat).getByRole('link').getAttribute('href')).toBe('/withdraw/fiat');
    const crypto = screen.getByTestId('withdraw-crypto');
    expect(crypto.textContent).toContain('US and international, 1 - 2 business days');
    expect(within(crypto).getByRole('link').getAttribute('href')).toBe('/withdraw/crypto');
    expect(screen.getByRole('link', { name: 'Withdrawal history' }).getAttribute('href')).toBe(
      '/withdraw/history',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Withdrawal limits' }));
    const limits = within(await screen.findByRole('dialog', { name: 'Withdrawal limits' }));
    const text = limits.getByTestId('withdrawal-limits').textContent;
    for (const rule of ['$10', '14 days', '90 days', '1% fee', '10 AM and 5 PM US Eastern', '2 - 3', '1 - 2'])
      expect(text).toContain(rule);
  });

  it('shows the held parts with their release dates, apart from what is available', async () => {
    const held = [{ amount: 25.5, available_at: '2026-08-30T14:00:00.000Z' }];
    await openWithdrawPage('/withdraw', 'Withdraw', {
      'GET /api/billing/balance': makeBalances({
        balance: 40.5,
        total_available_withdrawal: 15,
        withdraw_allowed: true,
        total_held: 25.5,
        held,
      }),
    });
    expect((await screen.findByTestId('withdraw-available')).textContent).toBe('$15.00');
    expect(screen.getByTestId('held-total').textContent).toContain('Held: $25.50');
    expect(screen.getByTestId('held-line').textContent).toBe(
      `$25.50 held until ${formatDate(held[0]!.available_at)}`,
    );
    expect(screen.queryByTestId('owed')).toBeNull();
  });

  it('offers no crypto without the crypto payout flag', async () => {
    await openWithdrawPage('/withdraw', 'Withdraw', {
      'GET /api/config': makeConfig({ cryptoPayoutEnabled: false }),
    });
    await screen.findByTestId('withdraw-fiat');
    expect(screen.queryByTestId('withdraw-crypto')).toBeNull();
  });
});

describe('the withdraw area guard', () => {
  it('shows the denial and sends the user home on close', async () => {
    const { currentPath } = await openWithdrawPage('/withdraw/fiat', 'Fiat Withdrawal', {
      'GET /api/billing/balance': makeBalances({
        withdraw_allowed: false,
        withdraw_denied_reason: { title: 'Credit On Hold', description: 'Your sale credit is on hold.' },
      }),
    });
    const dialog = within(await screen.findByRole('dialog', { name: 'Credit On Hold' }));
    expect(dialog.getByTestId('withdraw-denied').textContent).toBe('Your sale credit is on hold.');
    expect(screen.queryByRole('form', { name: 'Fiat withdrawal' })).toBeNull();
    fireEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(currentPath()).toBe('/drops'));
  });

  it('uses the waiting period modal for the first-withdrawal wait', async () => {
    const { currentPath } = await openWithdrawPage('/withdraw', 'Withdraw', {
      'GET /api/billing/balance': makeBalances({
        withdraw_allowed: false,
        withdraw_denied_reason: {
          title: messages.withdrawWaitingPeriodTitle,
          description: 'From 03/20/2026.',
        },
      }),
    });
    const dialog = within(await screen.findByRole('dialog', { name: messages.withdrawWaitingPeriodTitle }));
    expect(dialog.getByTestId('withdrawal-waiting-period').textContent).toBe('From 03/20/2026.');
    fireEvent.click(dialog.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(currentPath()).toBe('/drops'));
  });

  it('offers the identity check first when identity verification is missing', async () => {
    const { currentPath } = await openWithdrawPage('/withdraw/crypto', 'Crypto Withdrawal', {
      'GET /api/billing/balance': makeBalances({
        balance: 50,
        total_available_withdrawal: 50,
        withdraw_allowed: false,
        withdraw_denied_reason: {
          title: messages.withdrawVerificationTitle,
          description: messages.withdrawVerificationRequired,
        },
      }),
    });
    const dialog = within(await screen.findByRole('dialog', { name: messages.withdrawVerificationTitle }));
    fireEvent.click(dialog.getByRole('button', { name: 'Verify identity' }));
    await waitFor(() => expect(currentPath()).toBe('/drops'));
    expect(screen.queryByRole('dialog', { name: messages.withdrawVerificationTitle })).toBeNull();
    expect(await screen.findByRole('dialog', { name: 'Verify your identity' })).toBeTruthy();
  });

  it('shows an error state with a retry when the balances cannot be read', async () => {
    let fail = true;
    await openWithdrawPage('/withdraw', 'Withdraw', {
      'GET /api/billing/balance': () =>
        fail ? new Reply(500, { detail: 'Server error.' }) : allowedBalances(),
    });
    const error = await screen.findByTestId('error-state');
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('withdraw-fiat')).toBeTruthy();
  });
});
