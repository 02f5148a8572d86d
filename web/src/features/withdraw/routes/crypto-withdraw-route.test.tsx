import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeConfig } from '../../../testing/fixtures';
import { Reply } from '../../../testing/mock-api';
import { type Answers, bodyOf, makeWithdrawal, openWithdrawPage } from '../testing/withdraw-fixtures';

const openCrypto = (answers: Answers) => openWithdrawPage('/withdraw/crypto', 'Crypto Withdrawal', answers);

const typeAmount = async (value: string) => {
  const form = within(await screen.findByTestId('crypto-form'));
  fireEvent.change(form.getByLabelText('Amount (USD)'), { target: { value } });
  return form;
};

describe('the crypto payout wizard', () => {
  it('unauthorized: intro, invite, inviteSuccess, then Done shows the status', async () => {
    let status = 'unauthorized';
    const { fetchMock } = await openCrypto({
      'GET /api/payments/bitpay-recipient': () => ({ status }),
      'POST /api/payments/bitpay-recipient': () => {
        status = 'invited';
        return { status };
      },
    });
    const intro = await screen.findByTestId('crypto-intro');
    expect(intro.textContent).toContain('Bitcoin, Bitcoin Cash, Dogecoin, Litecoin');
    fireEvent.click(within(intro).getByRole('button', { name: 'Send invitation' }));

    const sent = await screen.findByTestId('crypto-invite-success');
    expect(sent.textContent).toContain('Check your e-mail');
    const invites = fetchMock.mock.calls.filter(
      ([url, init]) => String(url).endsWith('/payments/bitpay-recipient') && init?.method === 'POST',
    );
    expect(invites).toHaveLength(1);
    fireEvent.click(within(sent).getByRole('button', { name: 'Done' }));
    expect((await screen.findByTestId('crypto-status-text')).textContent).toBe('invited');
  });

  it('any other status shows raw; refresh reads it again and opens the form once active', async () => {
    let status = 'paused';
    const { fetchMock } = await openCrypto({ 'GET /api/payments/bitpay-recipient': () => ({ status }) });
    expect((await screen.findByTestId('crypto-status-text')).textContent).toBe('paused');
    status = 'unverified';
    fireEvent.click(screen.getByRole('button', { name: 'Refresh status' }));
    await waitFor(() => expect(screen.getByTestId('crypto-status-text').textContent).toBe('unverified'));
    const refresh = screen.getByRole('button', { name: 'Refresh status' }) as HTMLButtonElement;
    await waitFor(() => expect(refresh.disabled).toBe(false));
    status = 'active';
    fireEvent.click(refresh);
    expect(await screen.findByTestId('crypto-form')).toBeTruthy();
    const reads = fetchMock.mock.calls.filter(
      ([url, init]) =>
        String(url).endsWith('/payments/bitpay-recipient') && (init?.method ?? 'GET') === 'GET',
    );
    expect(reads.length).toBeGreaterThanOrEqual(3);
  });

  it('active: form, confirm with the 1% fee, Back keeps the amount, Confirm queues and succeeds', async () => {
    const { fetchMock } = await openCrypto({
      'GET /api/payments/bitpay-recipient': { status: 'active' },
      'POST /api/payments/crypto-payout': makeWithdrawal({
        amount: 50,
        fee: 0.5,
        payout_amount: 49.5,
        transfer_type: 'crypto',
      }),
    });
    let form = await typeAmount('5');
    fireEvent.click(form.getByRole('button', { name: 'Continue' }));
    expect(await form.findByText('Minimum withdrawal is $10')).toBeTruthy();
    await typeAmount('150');
    fireEvent.click(form.getByRole('button', { name: 'Continue' }));
    expect(await form.findByText('Amount you requested is more than the amount available.')).toBeTruthy();
    form = await typeAmount('1234567890');
    expect((form.getByLabelText('Amount (USD)') as HTMLInputElement).value).toBe('150');
    await typeAmount('50');
    fireEvent.click(form.getByRole('button', { name: 'Continue' }));

    let confirm = within(await screen.findByTestId('crypto-confirm'));
    expect(confirm.getByTestId('confirm-amount').textContent).toBe('$50.00');
    expect(confirm.getByTestId('confirm-fee').textContent).toBe('$0.50');
    expect(confirm.getByTestId('confirm-receive').textContent).toBe('$49.50');
    fireEvent.click(confirm.getByRole('button', { name: 'Back' }));
    form = within(await screen.findByTestId('crypto-form'));
    expect((form.getByLabelText('Amount (USD)') as HTMLInputElement).value).toBe('50');
    fireEvent.click(form.getByRole('button', { name: 'Continue' }));

    confirm = within(await screen.findByTestId('crypto-confirm'));
    fireEvent.click(confirm.getByRole('button', { name: 'Confirm' }));
    const done = await screen.findByTestId('withdrawal-processing');
    expect(done.textContent).toContain('1 - 2 business days');
    expect(done.textContent).toContain('$49.50');
    expect(bodyOf(fetchMock, 'POST', '/api/payments/crypto-payout')).toEqual({
      amount: '50',
      provider: 'bitpay',
    });
  });

  it('shows a refused payout on the confirm step', async () => {
    await openCrypto({
      'GET /api/payments/bitpay-recipient': { status: 'active' },
      'POST /api/payments/crypto-payout': new Reply(403, {
        detail: 'Your crypto payout account is not active yet.',
        code: 'forbidden',
      }),
    });
    const form = await typeAmount('20');
    fireEvent.click(form.getByRole('button', { name: 'Continue' }));
    const confirm = within(await screen.findByTestId('crypto-confirm'));
    fireEvent.click(confirm.getByRole('button', { name: 'Confirm' }));
    expect((await confirm.findByTestId('form-error')).textContent).toBe(
      'Your crypto payout account is not active yet.',
    );
  });

  it('sends the user back to the choice without the crypto payout flag', async () => {
    const { currentPath } = await openWithdrawPage('/withdraw/crypto', 'Withdraw', {
      'GET /api/config': makeConfig({ cryptoPayoutEnabled: false }),
    });
    expect(currentPath()).toBe('/withdraw');
  });
});
