import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../../../shared/format/date';
import { makeConfig, makeMe } from '../../../testing/fixtures';
import { mockApi, Reply } from '../../../testing/mock-api';
import {
  makeBalances,
  makeCard,
  makeDepositAddress,
  makePaymentMethods,
  RATES,
} from '../../../testing/payment-fixtures';
import { renderAt } from '../../../testing/render';
import { setLoggedInCookie } from '../../../testing/session';

type Answers = Parameters<typeof mockApi>[0];

/** The page's calls for a signed-in user; `answers` replaces any of them. Resolves once the page is there. */
async function openPage(answers: Answers = {}) {
  setLoggedInCookie();
  const fetchMock = mockApi({
    'GET /api/config': makeConfig(),
    'POST /api/token/refresh': { id_token: 't1' },
    'GET /api/me': makeMe(),
    'GET /api/payments/payment-methods': makePaymentMethods(),
    'GET /api/billing/balance': makeBalances(),
    'GET /api/payments/bitgo-get-addresses': [],
    'GET /api/payments/crypto-rates': RATES,
    ...answers,
  });
  renderAt('/account/payment-methods');
  // The first render of the whole app (session restore, /me, the profile shell) is the slow part.
  await screen.findByTestId('payment-methods');
  return fetchMock;
}

const bodyOf = (fetchMock: ReturnType<typeof mockApi>, method: string, path: string) => {
  const call = fetchMock.mock.calls.find(
    ([url, init]) => new URL(String(url), 'http://localhost').pathname === path && init?.method === method,
  );
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};

describe('the card list', () => {
  it('shows each card with the default marker, and makes another card the default', async () => {
    const visa = makeCard();
    const amex = makeCard({
      id: 'card-2',
      cc_processor_payment_id: 'src_2',
      scheme: 'amex',
      last_four_numbers: '0005',
      default: false,
    });
    const fetchMock = await openPage({
      'GET /api/payments/payment-methods': makePaymentMethods({ cards: [visa, amex] }),
      'PATCH /api/payments/set-default-card': makePaymentMethods({
        cards: [
          { ...visa, default: false },
          { ...amex, default: true },
        ],
      }),
    });
    const rows = await screen.findAllByTestId('card-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Visa •••• 4242'),
      expect.stringContaining('American Express •••• 0005'),
    ]);
    expect(within(rows[0]!).getByTestId('default-card').textContent).toBe('Default');
    expect(rows[0]!.textContent).toContain('Expires 12/30');

    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Make default' }));
    await waitFor(() => expect(within(rows[1]!).queryByTestId('default-card')).not.toBeNull());
    expect(within(rows[0]!).getByRole('button', { name: 'Make default' })).toBeTruthy();
    expect(bodyOf(fetchMock, 'PATCH', '/api/payments/set-default-card')).toEqual({
      cc_processor_payment_id: 'src_2',
    });
  });

  it('says a paused card is paused, for how long', async () => {
    await openPage({
      'GET /api/payments/payment-methods': makePaymentMethods({
        cards: [makeCard({ is_temporary_blocked: true })],
        blocked_seconds: 23 * 3600 + 10,
      }),
    });
    expect((await screen.findByTestId('card-paused')).textContent).toBe(
      'Your card has been declined at least 5 times. Due to recent activity your card has been paused for 24 hours.',
    );
  });

  it('has an empty state and an error state with a retry', async () => {
    let fail = true;
    await openPage({
      'GET /api/payments/payment-methods': () =>
        fail ? new Reply(404, { detail: 'Not found.' }) : makePaymentMethods({ cards: [] }),
    });
    const cards = await screen.findByTestId('cards-section');
    const error = await within(cards).findByTestId('error-state');
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect((await within(cards).findByTestId('empty-state')).textContent).toContain('no saved cards');
    expect(within(cards).getByRole('link', { name: 'How we protect you against card fraud' })).toBeTruthy();
  });

  it("disables 'Add a new card' at the maximum, with its tooltip and the support note", async () => {
    await openPage({ 'GET /api/payments/payment-methods': makePaymentMethods({ can_add: false }) });
    const cards = await screen.findByTestId('cards-section');
    await within(cards).findAllByTestId('card-row');
    const add = within(cards).getByRole('button', { name: 'Add a new card' });
    expect(add.getAttribute('aria-disabled')).toBe('true');
    const tooltip = within(cards).getByRole('tooltip');
    expect(tooltip.textContent).toBe('You have reached the maximum number of cards allowed');
    expect(add.getAttribute('aria-describedby')).toBe(tooltip.id);
    fireEvent.click(add);
    expect(screen.queryByRole('dialog')).toBeNull();
    const note = within(cards).getByTestId('max-cards-note');
    expect(note.textContent).toContain('remove one of your cards');
    expect(within(note).getByRole('link', { name: 'contact support' }).getAttribute('href')).toBe('/contact');
  });

  it('removes a card after asking; the list comes back with the default moved', async () => {
    const visa = makeCard();
    const amex = makeCard({ id: 'card-2', scheme: 'amex', last_four_numbers: '0005', default: false });
    const fetchMock = await openPage({
      'GET /api/payments/payment-methods': makePaymentMethods({ cards: [visa, amex], can_add: false }),
      'DELETE /api/payments/payment-methods/card-1': makePaymentMethods({
        cards: [{ ...amex, default: true }],
      }),
    });
    const [first] = await screen.findAllByTestId('card-row');
    fireEvent.click(within(first!).getByRole('button', { name: 'Remove Visa •••• 4242' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove card' }));
    expect(dialog.getByTestId('remove-card').textContent).toContain(
      'Another saved card becomes your default.',
    );
    fireEvent.click(dialog.getByRole('button', { name: 'Remove' }));

    await waitFor(() => expect(screen.getAllByTestId('card-row')).toHaveLength(1));
    const [left] = screen.getAllByTestId('card-row');
    expect(left!.textContent).toContain('American Express •••• 0005');
    expect(within(left!).getByTestId('default-card')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((await screen.findByTestId('toast')).textContent).toContain(
      'Your changes were successfully applied',
    );
    expect(screen.getByRole('button', { name: 'Add a new card' }).getAttribute('aria-disabled')).toBeNull();
    expect(
      fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE').map(([url]) => String(url)),
    ).toEqual(['/api/payments/payment-methods/card-1']);
  });
});

describe('the marketplace credit panel', () => {
  it('shows the total, what may be withdrawn, and the withdrawal links', async () => {
    await openPage({
      'GET /api/billing/balance': makeBalances({ balance: 120.5, total_available_withdrawal: 80 }),
    });
    const panel = await screen.findByTestId('credit-panel');
    expect((await within(panel).findByTestId('credit-total')).textContent).toBe('$120.50');
    expect(within(panel).getByTestId('credit-available').textContent).toBe('$80.00');
    expect(within(panel).getByRole('link', { name: 'Withdraw' }).getAttribute('href')).toBe('/withdraw');
    expect(within(panel).getByRole('link', { name: 'Withdrawal history' }).getAttribute('href')).toBe(
      '/withdraw/history',
    );
    fireEvent.click(within(panel).getByRole('button', { name: 'Withdrawal limits' }));
    const limits = await screen.findByRole('dialog', { name: 'Withdrawal limits' });
    expect(within(limits).getByTestId('withdrawal-limits').textContent).toContain(
      'minimum withdrawal is $10',
    );
    expect(within(panel).queryByTestId('credit-maintenance')).toBeNull();
  });

  it('shows what is held until when and what is owed, beside the Statement link', async () => {
    const held = [
      { amount: 25.5, available_at: '2026-08-30T14:00:00.000Z' },
      { amount: 4.5, available_at: '2026-09-02T09:30:00.000Z' },
    ];
    await openPage({
      'GET /api/billing/balance': makeBalances({
        balance: 50,
        total_available_withdrawal: 15,
        total_held: 30,
        held,
        owed: 5,
      }),
    });
    const panel = await screen.findByTestId('credit-panel');
    expect((await within(panel).findByTestId('credit-available')).textContent).toBe('$15.00');
    expect(within(panel).getByTestId('held-total').textContent).toContain('Held: $30.00');
    expect(
      within(panel)
        .getAllByTestId('held-line')
        .map((line) => line.textContent),
    ).toEqual([
      `$25.50 held until ${formatDate(held[0]!.available_at)}`,
      `$4.50 held until ${formatDate(held[1]!.available_at)}`,
    ]);
    expect(within(panel).getByTestId('owed').textContent).toContain('Owed: $5.00');
    expect(within(panel).getByRole('link', { name: 'Statement' }).getAttribute('href')).toBe(
      '/account/statement',
    );
  });

  it('shows no held or owed lines when nothing is held', async () => {
    await openPage({
      'GET /api/billing/balance': makeBalances({ balance: 20, total_available_withdrawal: 20 }),
    });
    const panel = await screen.findByTestId('credit-panel');
    await within(panel).findByTestId('credit-available');
    expect(within(panel).queryByTestId('held-funds')).toBeNull();
  });

  it('disables Withdraw with nothing available to withdraw', async () => {
    await openPage({
      'GET /api/billing/balance': makeBalances({ balance: 120.5, total_available_withdrawal: 0 }),
    });
    const panel = await screen.findByTestId('credit-panel');
    const withdraw = (await within(panel).findByRole('button', { name: 'Withdraw' })) as HTMLButtonElement;
    expect(withdraw.disabled).toBe(true);
    expect(within(panel).queryByRole('link', { name: 'Withdraw' })).toBeNull();
  });

  it('shows the tax documents link with the transaction report', async () => {
    await openPage({ 'GET /api/config': makeConfig({ yearReportEnabled: true }) });
    const panel = await screen.findByTestId('credit-panel');
    expect((await within(panel).findByRole('link', { name: 'Tax documents' })).getAttribute('href')).toBe(
      '/account/settings',
    );
  });

  it('shows the maintenance message when marketplace credit is switched off', async () => {
    await openPage({ 'GET /api/config': makeConfig({ payWithMarketplaceCreditEnabled: false }) });
    const panel = await screen.findByTestId('credit-panel');
    await within(panel).findByTestId('credit-maintenance');
    expect(within(panel).queryByTestId('credit-total')).toBeNull();
    expect(within(panel).queryByRole('link', { name: 'Withdraw' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Withdraw' })).toBeNull();
  });

  it('shows the maintenance message when credit is hidden for the user', async () => {
    await openPage({ 'GET /api/me': makeMe({ hide_marketplace_credit: true }) });
    expect(await screen.findByTestId('credit-maintenance')).toBeTruthy();
  });
});

describe('the prepaid crypto panel', () => {
  it('is not there without the prepaid or crypto flag', async () => {
    await openPage({ 'GET /api/config': makeConfig({ payWithCryptoEnabled: false }) });
    await screen.findByTestId('credit-panel');
    await screen.findAllByTestId('card-row');
    expect(screen.queryByTestId('crypto-panel')).toBeNull();
  });

  it('offers Set Up, Add and Refund by the state of each coin, with rates for ETH and XTZ only', async () => {
    await openPage({
      'GET /api/billing/balance': makeBalances({
        coins: { ETH: { subtotal: '0.500000', available: '0.400000' } },
      }),
      'GET /api/payments/bitgo-get-addresses': [
        makeDepositAddress({ coin: 'ETH' }, 5),
        makeDepositAddress({ coin: 'XTZ', network: 'XTZ' }, 20),
      ],
    });
    const eth = await screen.findByTestId('coin-card-ETH');
    const xtz = screen.getByTestId('coin-card-XTZ');
    const btc = screen.getByTestId('coin-card-BTC');
    expect(screen.getAllByTestId(/^coin-card-/).map((card) => card.dataset.testid)).toEqual([
      'coin-card-ETH',
      'coin-card-XTZ',
      'coin-card-BTC',
      'coin-card-USDC',
      'coin-card-MATIC',
    ]);

    expect(within(eth).getByTestId('coin-subtotal').textContent).toBe('0.500000 ETH');
    expect(within(eth).getByTestId('coin-available').textContent).toBe('0.400000 ETH');
    expect(within(eth).getByTestId('coin-rate').textContent).toBe('1 ETH = $2,000.00');
    expect(within(xtz).getByTestId('coin-rate').textContent).toBe('1 XTZ = $1.25');
    expect(within(btc).queryByTestId('coin-rate')).toBeNull();

    // ETH: a live address and a balance.
    expect(within(eth).getByRole('button', { name: 'Add' })).toBeTruthy();
    expect(within(eth).queryByRole('button', { name: 'Set Up' })).toBeNull();
    expect((within(eth).getByRole('button', { name: 'Refund' }) as HTMLButtonElement).disabled).toBe(false);
    // XTZ: an expired address, nothing to refund.
    expect(within(xtz).getByRole('button', { name: 'Set Up' })).toBeTruthy();
    expect(within(xtz).getByTestId('address-expired')).toBeTruthy();
    expect((within(xtz).getByRole('button', { name: 'Refund' }) as HTMLButtonElement).disabled).toBe(true);
    // BTC: no address yet.
    expect(within(btc).getByRole('button', { name: 'Set Up' })).toBeTruthy();
    expect((within(btc).getByRole('button', { name: 'Refund' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('opens identity verification when Set Up needs it', async () => {
    await openPage({
      'GET /api/withpersona/verification-config': {
        template_id: 't',
        environment: 'sandbox',
        reference_id: 'user-1',
      },
    });
    const btc = await screen.findByTestId('coin-card-BTC');
    fireEvent.click(within(btc).getByRole('button', { name: 'Set Up' }));
    expect(await screen.findByRole('dialog', { name: 'Verify your identity' })).toBeTruthy();
  });

  it('sets up: the refund address twice, then the deposit address with its QR code and validity', async () => {
    const created = makeDepositAddress({
      coin: 'XTZ',
      network: 'XTZ',
      collectibles_deposit_address: 'tz1VSUr8wwNhLAzempoch5d6hLRiTh8Cjcjb',
      withdraw_address: 'tz1aSkwEot3L2kmUvcoxzjMomb9mvBNuzFK6',
    });
    let addresses: unknown[] = [];
    const fetchMock = await openPage({
      'GET /api/me': makeMe({ verification_status: 'completed' }),
      'GET /api/payments/bitgo-get-addresses': () => addresses,
      'POST /api/payments/bitgo-create-address/XTZ': () => {
        addresses = [created];
        return created;
      },
    });
    const xtz = await screen.findByTestId('coin-card-XTZ');
    fireEvent.click(within(xtz).getByRole('button', { name: 'Set Up' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund address for XTZ' });
    const continueButton = within(dialog).getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    expect(continueButton.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Refund address'), {
      target: { value: 'tz1aSkwEot3L2kmUvcoxzjMomb9mvBNuzFK6' },
    });
    fireEvent.change(within(dialog).getByLabelText('Confirm refund address'), {
      target: { value: 'tz1other' },
    });
    expect(continueButton.disabled).toBe(true);
    expect(within(dialog).getByText('The addresses do not match.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Confirm refund address'), {
      target: { value: 'tz1aSkwEot3L2kmUvcoxzjMomb9mvBNuzFK6' },
    });
    fireEvent.click(continueButton);

    const deposit = await screen.findByRole('dialog', { name: 'Add XTZ' });
    expect(within(deposit).getByTestId('deposit-address-value').textContent).toBe(
      'tz1VSUr8wwNhLAzempoch5d6hLRiTh8Cjcjb',
    );
    expect((await within(deposit).findByTestId('deposit-qr')).getAttribute('src')).toMatch(
      /^data:image\/png/,
    );
    expect(within(deposit).getByTestId('deposit-validity').textContent).toMatch(/^Valid for 00:1[45]:\d\d$/);
    expect(bodyOf(fetchMock, 'POST', '/api/payments/bitgo-create-address/XTZ')).toEqual({
      withdraw_address: 'tz1aSkwEot3L2kmUvcoxzjMomb9mvBNuzFK6',
    });
    fireEvent.click(within(deposit).getByRole('button', { name: 'Close' }));
    expect(
      await within(await screen.findByTestId('coin-card-XTZ')).findByRole('button', { name: 'Add' }),
    ).toBeTruthy();
  });

  it("shows the server's address error under the refund address", async () => {
    await openPage({
      'GET /api/me': makeMe({ verification_status: 'completed' }),
      'POST /api/payments/bitgo-create-address/BTC': new Reply(400, {
        detail: 'This is not a valid Bitcoin address.',
        code: 'validation_error',
        errors: [{ field: 'withdraw_address', message: 'This is not a valid Bitcoin address.' }],
      }),
    });
    fireEvent.click(
      within(await screen.findByTestId('coin-card-BTC')).getByRole('button', { name: 'Set Up' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Refund address for BTC' });
    for (const label of ['Refund address', 'Confirm refund address']) {
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value: 'not-an-address' } });
    }
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('This is not a valid Bitcoin address.')).toBeTruthy();
  });

  it('asks prepaid ETH for an amount and the non-refundable gas fee before the address', async () => {
    await openPage({ 'GET /api/payments/bitgo-get-addresses': [makeDepositAddress({ coin: 'ETH' })] });
    fireEvent.click(within(await screen.findByTestId('coin-card-ETH')).getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add ETH' });
    const show = within(dialog).getByRole('button', { name: 'Show deposit address' }) as HTMLButtonElement;
    const amount = within(dialog).getByLabelText('Amount of ETH to add') as HTMLInputElement;
    fireEvent.change(amount, { target: { value: '1.12345678abc' } });
    expect(amount.value).toBe('1.123456');
    expect(show.disabled).toBe(true);
    fireEvent.click(within(dialog).getByLabelText(/gas fee of my transfer is non-refundable/));
    fireEvent.change(amount, { target: { value: '0' } });
    fireEvent.click(show);
    expect(await within(dialog).findByText('Amount must be more than zero.')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '0.5' } });
    fireEvent.click(show);
    expect((await within(dialog).findByTestId('deposit-address')).textContent).toContain('Send 0.5 ETH');
  });

  it('checks a refund against the rules and what is available, then sends it', async () => {
    let failRefund = true;
    const fetchMock = await openPage({
      'GET /api/billing/balance': makeBalances({
        coins: { ETH: { subtotal: '0.500000', available: '0.500000' } },
      }),
      'GET /api/payments/bitgo-get-addresses': [makeDepositAddress({ coin: 'ETH' }, 30)],
      'POST /api/payments/crypto-withdraw': () =>
        failRefund
          ? new Reply(502, { detail: 'custody down', code: 'custody_error' })
          : { status: 'submitted', amount: '0.250000', fee: '0.000500' },
    });
    fireEvent.click(
      within(await screen.findByTestId('coin-card-ETH')).getByRole('button', { name: 'Refund' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Refund ETH' });
    expect(dialog.textContent).toContain('2 business days or less');
    expect(dialog.textContent).toContain('0.2%');
    const amount = within(dialog).getByLabelText('Amount (ETH)') as HTMLInputElement;
    const submit = within(dialog).getByRole('button', { name: 'Request refund' });

    fireEvent.click(submit);
    expect(await within(dialog).findByText('Field Required')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '12345.1234567' } });
    expect(amount.value).toBe('1234.123456');
    fireEvent.click(submit);
    expect(
      await within(dialog).findByText('Amount you requested is more than the amount available.'),
    ).toBeTruthy();
    fireEvent.change(amount, { target: { value: '0.000' } });
    fireEvent.click(submit);
    expect(await within(dialog).findByText('Amount must be more than zero.')).toBeTruthy();

    fireEvent.change(amount, { target: { value: '0.25' } });
    expect(within(dialog).getByTestId('refund-fee').textContent).toBe(
      'Bank fee: 0.000500 ETH · You receive: 0.249500 ETH',
    );
    fireEvent.click(submit);
    expect((await screen.findByTestId('toast')).textContent).toContain('Withdraw coin failed.');
    expect(screen.getByRole('dialog', { name: 'Refund ETH' })).toBeTruthy();

    failRefund = false;
    fireEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Refund ETH' })).toBeNull());
    expect(bodyOf(fetchMock, 'POST', '/api/payments/crypto-withdraw')).toEqual({
      coin: 'eth',
      amount: '0.25',
    });
  });

  it("tops up through the on-ramp: 'Top Up with' frames the signed widget URL for the deposit address", async () => {
    const config = makeConfig();
    const onRamp = {
      checkoutEnabled: false,
      publicKey: 'pk_test_1',
      url: 'https://buy-sandbox.moonpay.com',
      cryptoAllowed: ['ETH'],
    };
    const fetchMock = await openPage({
      'GET /api/config': { ...config, settings: { ...config.settings, onRamp } },
      'GET /api/payments/bitgo-get-addresses': [makeDepositAddress({ coin: 'ETH' })],
      'POST /api/payments/moonpay-signature': (_url: URL, init?: RequestInit) => ({
        url: `${JSON.parse(String(init?.body)).url}&signature=c2ln`,
      }),
    });
    const eth = await screen.findByTestId('coin-card-ETH');
    expect(
      within(screen.getByTestId('coin-card-BTC')).queryByRole('button', { name: /Top Up with/ }),
    ).toBeNull();
    fireEvent.click(within(eth).getByRole('button', { name: 'Top Up with MoonPay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Top Up with MoonPay' });
    expect(dialog.textContent).toContain('The minimum purchase is $30.00');
    const frame = await within(dialog).findByTestId('on-ramp-frame');
    const signed = new URL(frame.getAttribute('src') ?? '');
    expect(signed.origin).toBe('https://buy-sandbox.moonpay.com');
    expect(Object.fromEntries(signed.searchParams)).toEqual({
      apiKey: 'pk_test_1',
      currencyCode: 'eth',
      walletAddress: '0x52908400098527886E0F7030069857D2E4169EE7',
      baseCurrencyCode: 'usd',
      baseCurrencyAmount: '30.00',
      signature: 'c2ln',
    });
    expect(bodyOf(fetchMock, 'POST', '/api/payments/moonpay-signature').url).toBe(
      signed.href.replace('&signature=c2ln', ''),
    );
  });

  it('explains prepaid crypto', async () => {
    await openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'How does it work?' }));
    expect(
      within(await screen.findByRole('dialog', { name: 'How prepaid crypto works' })).getByText(/15 minutes/),
    ).toBeTruthy();
  });
});
