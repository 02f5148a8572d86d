import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../../../shared/domain/messages';
import { makeMe } from '../../../testing/fixtures';
import { Reply } from '../../../testing/mock-api';
import { type Answers, bodyOf, makeWithdrawal, openWithdrawPage } from '../testing/withdraw-fixtures';

const VALID_ROUTING = '021000021';
const notFound = new Reply(404, { detail: 'Not found.' });
const customer = { id: 'cus-1', first_name: 'Ada', last_name: 'Lovelace', status: 'verified' };
const fundingSource = { token: 'fs-1', name: 'Everyday', bank_account_type: 'checking', last4: '6789' };

async function openFiat(answers: Answers = {}) {
  const page = await openWithdrawPage('/withdraw/fiat', 'Fiat Withdrawal', {
    'GET /api/payments/dwolla-customer': notFound,
    'GET /api/payments/dwolla-funding-source': notFound,
    ...answers,
  });
  const form = within(await screen.findByRole('form', { name: 'Fiat withdrawal' }));
  return { ...page, form };
}

type Form = Awaited<ReturnType<typeof openFiat>>['form'];

const type = (form: Form, label: string, value: string) =>
  fireEvent.change(form.getByLabelText(label), { target: { value } });

const errorOf = (form: Form, label: string) => {
  const id = form.getByLabelText(label).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

const fillBank = (form: Form) => {
  type(form, 'First name', 'Ada');
  type(form, 'Last name', 'Lovelace');
  type(form, 'Account name', 'Everyday');
  type(form, 'Account number', '123456789');
  type(form, 'Confirm account number', '123456789');
  type(form, 'Routing number', VALID_ROUTING);
};

describe('the fiat withdrawal form', () => {
  it('says what each field is missing, then each rule broken, with the exact messages', async () => {
    const { form } = await openFiat();
    fireEvent.click(form.getByRole('button', { name: 'Withdraw' }));
    for (const label of [
      'Amount (USD)',
      'First name',
      'Last name',
      'Account name',
      'Account number',
      'Routing number',
    ])
      expect(errorOf(form, label)).toBe(messages.fieldRequired);

    type(form, 'Amount (USD)', '9.99');
    type(form, 'Account number', '123');
    type(form, 'Confirm account number', '124');
    type(form, 'Routing number', '12');
    fireEvent.click(form.getByRole('button', { name: 'Withdraw' }));
    expect(errorOf(form, 'Amount (USD)')).toBe('Minimum withdrawal is $10');
    expect(errorOf(form, 'Account number')).toBe('Minimum 4 numbers required');
    expect(errorOf(form, 'Confirm account number')).toBe('Account numbers do not match.');
    expect(errorOf(form, 'Routing number')).toBe('Minimum 3 numbers required');

    type(form, 'Amount (USD)', '100.01');
    type(form, 'Account number', '1'.repeat(18));
    type(form, 'Routing number', '1'.repeat(18));
    fireEvent.click(form.getByRole('button', { name: 'Withdraw' }));
    expect(errorOf(form, 'Amount (USD)')).toBe('Amount you requested is more than the amount available.');
    expect(errorOf(form, 'Account number')).toBe('Maximum 17 numbers required');
    expect(errorOf(form, 'Routing number')).toBe('Maximum 17 numbers required');

    type(form, 'Routing number', '123456789');
    fireEvent.click(form.getByRole('button', { name: 'Withdraw' }));
    expect(errorOf(form, 'Routing number')).toBe('This is not a valid US routing number.');

    // A field's message goes once the field is edited; the others stay until the next Withdraw.
    type(form, 'Routing number', VALID_ROUTING);
    expect(errorOf(form, 'Routing number')).toBeFalsy();
    expect(errorOf(form, 'Amount (USD)')).toBe('Amount you requested is more than the amount available.');
  });

  it('keeps numeric inputs to digits and the amount to 2 decimals', async () => {
    const { form } = await openFiat();
    type(form, 'Routing number', '02-10a00+021');
    expect((form.getByLabelText('Routing number') as HTMLInputElement).value).toBe(VALID_ROUTING);
    type(form, 'Amount (USD)', '12.5');
    type(form, 'Amount (USD)', '12.555');
    expect((form.getByLabelText('Amount (USD)') as HTMLInputElement).value).toBe('12.5');
    type(form, 'Amount (USD)', '-5');
    expect((form.getByLabelText('Amount (USD)') as HTMLInputElement).value).toBe('12.5');
  });

  it('sends the bank withdrawal creating the customer and the bank account, then confirms', async () => {
    const { fetchMock, form } = await openFiat({
      'POST /api/payments/bank-withdrawal': makeWithdrawal({
        amount: 25.5,
        batch_at: '2026-03-10T21:00:00.000Z',
      }),
    });
    type(form, 'Amount (USD)', '25.50');
    fillBank(form);
    fireEvent.change(form.getByLabelText('Account type'), { target: { value: 'savings' } });
    fireEvent.click(form.getByRole('button', { name: 'Withdraw' }));

    const done = await screen.findByTestId('withdrawal-processing');
    expect(within(done).getByTestId('processing-amount').textContent).toBe('$25.50');
    expect(within(done).getByTestId('processing-batch').textContent).toMatch(
      /^03\/10\/2026 \d\d:00 (AM|PM)$/,
    );
    expect(done.textContent).toContain('2 - 3 business days');
    expect(within(done).getByRole('link', { name: 'Withdrawal history' }).getAttribute('href')).toBe(
      '/withdraw/history',
    );
    expect(bodyOf(fetchMock, 'POST', '/api/payments/bank-withdrawal')).toEqual({
      value: '25.50',
      firstName: 'Ada',
      lastName: 'Lovelace',
      accountName: 'Everyday',
      accountNumber: '123456789',
      confirmAccountNumber: '123456789',
      routingNumber: VALID_ROUTING,
      type: 'savings',
      createCustomer: true,
      createFundingSource: true,
    });
  });

  it('locks the name of an existing customer and does not create it again', async () => {
    const { fetchMock, form } = await openFiat({
      'GET /api/payments/dwolla-customer': customer,
      'POST /api/payments/bank-withdrawal': makeWithdrawal(),
    });
    const first = form.getByLabelText('First name') as HTMLInputElement;
    expect(first.value).toBe('Ada');
    expect(first.disabled).toBe(true);
    type(form, 'Amount (USD)', '10');
    type(form, 'Account name', 'Everyday');
    type(form, 'Account number', '123456789');
    type(form, 'Confirm account number', '123456789');
    type(form, 'Routing number', VALID_ROUTING);
    fireEvent.click(form.getByRole('button', { name: 'Withdraw' }));
    await screen.findByTestId('withdrawal-processing');
    expect(bodyOf(fetchMock, 'POST', '/api/payments/bank-withdrawal')).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      createCustomer: false,
      createFundingSource: true,
    });
  });

  it('asks only the amount once a funding source exists, and sends a plain withdrawal', async () => {
    const { fetchMock, form } = await openFiat({
      'GET /api/payments/dwolla-customer': customer,
      'GET /api/payments/dwolla-funding-source': fundingSource,
      'POST /api/payments/withdrawal': makeWithdrawal({ amount: 40 }),
    });
    expect(form.queryByLabelText('Account number')).toBeNull();
    expect(form.getByTestId('funding-source').textContent).toContain('6789');
    type(form, 'Amount (USD)', '40');
    fireEvent.click(form.getByRole('button', { name: 'Withdraw' }));
    expect((await screen.findByTestId('processing-amount')).textContent).toBe('$40.00');
    expect(bodyOf(fetchMock, 'POST', '/api/payments/withdrawal')).toEqual({
      value: '40',
      transfer_type: 'fiat',
    });
    expect(bodyOf(fetchMock, 'POST', '/api/payments/bank-withdrawal')).toBeUndefined();
  });

  it("shows the server's field errors under their inputs and other errors as a message", async () => {
    let answer = new Reply(400, {
      detail: 'Invalid input.',
      code: 'validation_error',
      errors: [{ field: 'routingNumber', message: 'Routing number not found.' }],
    });
    const { form } = await openFiat({ 'POST /api/payments/bank-withdrawal': () => answer });
    type(form, 'Amount (USD)', '20');
    fillBank(form);
    fireEvent.click(form.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(errorOf(form, 'Routing number')).toBe('Routing number not found.'));

    answer = new Reply(403, { detail: messages.withdrawalAccountSuspended, code: 'forbidden' });
    fireEvent.click(form.getByRole('button', { name: 'Withdraw' }));
    expect((await form.findByTestId('form-error')).textContent).toBe(messages.withdrawalAccountSuspended);
    expect(errorOf(form, 'Routing number')).toBeUndefined();
  });
});

describe('before the form', () => {
  it("asks for both of the partner's consents, then shows the form", async () => {
    let accepted = false;
    const { fetchMock } = await openWithdrawPage('/withdraw/fiat', 'Fiat Withdrawal', {
      'GET /api/me': () =>
        makeMe({
          verification_status: 'completed',
          accepted_dwolla_privacy_policy: accepted,
          accepted_dwolla_terms_of_service: accepted,
        }),
      'POST /api/accept-legal-policies': () => {
        accepted = true;
        return { message: 'Policies accepted.' };
      },
      'GET /api/payments/dwolla-customer': notFound,
      'GET /api/payments/dwolla-funding-source': notFound,
    });
    const dialog = within(await screen.findByRole('dialog', { name: 'Payments partner consent' }));
    const accept = dialog.getByRole('button', { name: 'Accept' }) as HTMLButtonElement;
    expect(accept.disabled).toBe(true);
    fireEvent.click(dialog.getByLabelText("I accept Dwolla's Privacy Policy"));
    expect(accept.disabled).toBe(true);
    fireEvent.click(dialog.getByLabelText("I accept Dwolla's Terms of Service"));
    expect(accept.disabled).toBe(false);
    expect(bodyOf(fetchMock, 'GET', '/api/payments/dwolla-customer')).toBeUndefined();
    fireEvent.click(accept);

    await screen.findByRole('form', { name: 'Fiat withdrawal' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bodyOf(fetchMock, 'POST', '/api/accept-legal-policies')).toEqual({
      accepted_dwolla_privacy_policy: true,
      accepted_dwolla_terms_of_service: true,
    });
  });

  it('tells a suspended customer to contact support', async () => {
    await openWithdrawPage('/withdraw/fiat', 'Fiat Withdrawal', {
      'GET /api/payments/dwolla-customer': { ...customer, status: 'suspended' },
      'GET /api/payments/dwolla-funding-source': fundingSource,
    });
    const suspended = await screen.findByTestId('withdraw-suspended');
    expect(suspended.textContent).toContain('Your withdrawal account is suspended');
    expect(within(suspended).getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe(
      '/contact',
    );
    expect(screen.queryByRole('form', { name: 'Fiat withdrawal' })).toBeNull();
  });

  it('goes back to the withdraw page when the partner data fails with other than 404', async () => {
    const { currentPath } = await openWithdrawPage('/withdraw/fiat', 'Fiat Withdrawal', {
      'GET /api/payments/dwolla-customer': customer,
      'GET /api/payments/dwolla-funding-source': new Reply(502, { detail: 'Bad gateway.' }),
    });
    await waitFor(() => expect(currentPath()).toBe('/withdraw'));
    expect(await screen.findByTestId('withdraw-fiat')).toBeTruthy();
  });
});
