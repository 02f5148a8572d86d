import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FeatureFlags } from '../../../../shared/domain/flags';
import { makeConfig } from '../../testing/fixtures';
import { callsTo, mockApi } from '../../testing/mock-api';
import { makeBalances, makeCard, makePaymentMethods, RATES } from '../../testing/payment-fixtures';
import { renderAt } from '../../testing/render';
import { PaymentMethodSelector } from './payment-method-selector';
import { type PaymentMethodSelectorOptions, usePaymentMethodSelector } from './use-payment-method-selector';

/** A checkout as issue 5 will mount the selector: its Buy button follows `selection.canPay`. */
function Checkout(options: PaymentMethodSelectorOptions) {
  const state = usePaymentMethodSelector(options);
  return (
    <>
      <PaymentMethodSelector state={state} />
      <button type="button" disabled={!state.selection.canPay}>
        Buy
      </button>
      <output data-testid="choice">{JSON.stringify(state.selection.choice)}</output>
    </>
  );
}

function renderCheckout(
  options: Partial<PaymentMethodSelectorOptions> = {},
  {
    flags = {},
    answers = {},
  }: { flags?: Partial<FeatureFlags>; answers?: Parameters<typeof mockApi>[0] } = {},
) {
  const fetchMock = mockApi({
    'GET /api/config': makeConfig(flags),
    'GET /api/payments/payment-methods': makePaymentMethods(),
    'GET /api/billing/balance': makeBalances({
      balance: 30,
      coins: { ETH: { subtotal: '1.000000', available: '0.010000' } },
    }),
    'GET /api/payments/crypto-rates': RATES,
    'GET /api/payments/card_fee': (url: URL) => ({
      fee: Number(url.searchParams.get('amount')) * 0.029 + 0.3,
    }),
    'GET /api/payments/eth-gas-fee': { fee: '0.001250', usd: 2.5 },
    ...answers,
  });
  renderAt('/', <Checkout priceCents={2500} action="buy" {...options} />);
  return fetchMock;
}

const buy = () => screen.getByRole('button', { name: 'Buy' }) as HTMLButtonElement;
const option = (label: string) => screen.getByRole('radio', { name: label });
const optionLabels = () =>
  within(screen.getByTestId('payment-method-selector'))
    .getAllByRole('radio')
    .map((radio) => radio.parentElement?.textContent);

describe('the payment method selector', () => {
  it('offers each method behind its flag', async () => {
    renderCheckout();
    await screen.findByText('Balance: $30.00');
    expect(optionLabels()).toEqual(['Credit card / Debit card', 'Marketplace Credit', 'Prepaid Crypto']);
  });

  it('leaves out methods whose flags are off, and the card for bids without bidWithCreditCardEnabled', async () => {
    renderCheckout(
      { action: 'bid' },
      { flags: { bidWithCreditCardEnabled: false, payWithPrepaidBalanceEnabled: false } },
    );
    await screen.findByText('Balance: $30.00');
    expect(optionLabels()).toEqual(['Marketplace Credit']);
  });

  it('keeps Buy disabled until a method is chosen, then adds the card fee to the total', async () => {
    const fetchMock = renderCheckout();
    await screen.findByTestId('selector-default-card');
    expect(buy().disabled).toBe(true);
    fireEvent.click(option('Credit card / Debit card'));
    const fee = await screen.findByTestId('fee-creditCard');
    expect(fee.textContent).toBe('Credit Card$1.03');
    expect(screen.getByTestId('payment-total').textContent).toBe('$26.03');
    expect(buy().disabled).toBe(false);
    expect(JSON.parse(screen.getByTestId('choice').textContent ?? '')).toEqual({
      type: 'card',
      cardId: 'card-1',
    });
    expect(callsTo(fetchMock, '/api/payments/card_fee').map((query) => query.get('amount'))).toContain(
      '25.00',
    );
  });

  it('keeps Buy disabled for a paused default card and says why', async () => {
    renderCheckout(
      {},
      {
        answers: {
          'GET /api/payments/payment-methods': makePaymentMethods({
            cards: [makeCard({ is_temporary_blocked: true })],
            blocked_seconds: 1800,
          }),
        },
      },
    );
    await screen.findByTestId('selector-default-card');
    fireEvent.click(option('Credit card / Debit card'));
    expect((await screen.findByRole('alert')).textContent).toContain('paused for 30 minutes');
    await screen.findByTestId('fee-creditCard');
    expect(buy().disabled).toBe(true);
  });

  it("offers 'Add a new card' without a card, and only the card for Amex-only items", async () => {
    renderCheckout(
      { amexOnly: true },
      { answers: { 'GET /api/payments/payment-methods': makePaymentMethods({ cards: [] }) } },
    );
    expect(await screen.findByRole('button', { name: 'Add a new card' })).toBeTruthy();
    expect(optionLabels()).toEqual(['Credit card / Debit card']);
    expect(screen.getByTestId('amex-only-note').textContent).toBe(
      'This nft can only be purchased with an amex card',
    );
    fireEvent.click(option('Credit card / Debit card'));
    expect(buy().disabled).toBe(true);
  });

  it("says 'Choose another payment method' when the credit is below the price", async () => {
    renderCheckout({ priceCents: 3001 });
    await screen.findByText('Balance: $30.00');
    fireEvent.click(option('Marketplace Credit'));
    expect((await screen.findByTestId('choose-another-method')).textContent).toBe(
      'Choose another payment method',
    );
    expect(buy().disabled).toBe(true);
    fireEvent.click(option('Credit card / Debit card'));
    await waitFor(() => expect(buy().disabled).toBe(false));
    expect(screen.queryByTestId('choose-another-method')).toBeNull();
  });

  it('pays with marketplace credit when it covers the price', async () => {
    renderCheckout({ priceCents: 3000 });
    await screen.findByText('Balance: $30.00');
    fireEvent.click(option('Marketplace Credit'));
    await waitFor(() => expect(buy().disabled).toBe(false));
    expect(screen.getByTestId('payment-total').textContent).toBe('$30.00');
  });

  it('prices a coin with the Transaction and Gas fees, refreshing the gas every 6 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = renderCheckout();
    await screen.findByText('Balance: $30.00');
    fireEvent.click(option('Prepaid Crypto'));
    const eth = await screen.findByTestId('selector-coin-ETH');
    expect(eth.textContent).toBe('ETH · Available 0.010000 ETH · 1 ETH = $2,000.00');
    expect(screen.getByTestId('selector-coin-BTC').textContent).toBe('BTC · Available 0.000000 BTC');
    expect((await screen.findByTestId('fee-transaction')).textContent).toBe('Transaction$0.25');
    expect((await screen.findByTestId('fee-gas')).textContent).toBe('Gas$2.50');
    // $27.75 at $2,000 per ETH is 0.013875 ETH; 0.01 is available.
    expect(screen.getByTestId('payment-total').textContent).toBe('$27.75 ≈ 0.013875 ETH');
    expect(screen.getByTestId('choose-another-method')).toBeTruthy();
    expect(buy().disabled).toBe(true);

    const gasCalls = () => callsTo(fetchMock, '/api/payments/eth-gas-fee').length;
    const before = gasCalls();
    await act(() => vi.advanceTimersByTimeAsync(6000));
    await waitFor(() => expect(gasCalls()).toBeGreaterThan(before));

    fireEvent.click(within(screen.getByRole('group', { name: 'Coin' })).getByRole('radio', { name: /^XTZ/ }));
    await waitFor(() => expect(screen.queryByTestId('fee-gas')).toBeNull());
    expect(JSON.parse(screen.getByTestId('choice').textContent ?? '')).toEqual({ type: 'coin', coin: 'XTZ' });
  });
});
