import { describe, expect, it } from 'vitest';
import { makeBalances, makeCard, makePaymentMethods, RATES } from '../../testing/payment-fixtures';
import {
  centsToCoinMicroUnits,
  cryptoTransactionFeeCents,
  type PaymentSelectionInput,
  paymentSelection,
} from './payment-selection';

const ready = (overrides: Partial<PaymentSelectionInput>): PaymentSelectionInput => ({
  choice: { type: 'credit' },
  priceCents: 2500,
  amexOnly: false,
  paymentMethods: makePaymentMethods(),
  balances: makeBalances({ balance: 100 }),
  rates: RATES,
  cardFeeCents: 103,
  gasFeeCents: 250,
  ...overrides,
});

const blockOf = (overrides: Partial<PaymentSelectionInput>) => paymentSelection(ready(overrides)).blockedBy;

describe('the payment rules (spec part 1 §5, Bid and Buy)', () => {
  it('blocks without a method, at a zero price, and while cards, balances or fees load', () => {
    expect(blockOf({ choice: null })).toBe('noMethod');
    expect(blockOf({ priceCents: 0 })).toBe('priceZero');
    expect(blockOf({ paymentMethods: undefined })).toBe('cardsLoading');
    expect(blockOf({ balances: undefined })).toBe('balancesLoading');
    expect(blockOf({ choice: { type: 'card', cardId: 'card-1' }, cardFeeCents: undefined })).toBe(
      'feesLoading',
    );
    expect(blockOf({ choice: { type: 'coin', coin: 'ETH' }, gasFeeCents: undefined })).toBe('feesLoading');
    expect(blockOf({ choice: { type: 'coin', coin: 'XTZ' }, rates: undefined })).toBe('feesLoading');
    expect(blockOf({})).toBeNull();
  });

  it('blocks a paused card and, for Amex-only items, a card of another network', () => {
    const card = { type: 'card', cardId: 'card-1' } as const;
    expect(blockOf({ choice: card })).toBeNull();
    expect(
      blockOf({
        choice: card,
        paymentMethods: makePaymentMethods({ cards: [makeCard({ is_temporary_blocked: true })] }),
      }),
    ).toBe('cardBlocked');
    expect(blockOf({ choice: card, amexOnly: true })).toBe('notAmex');
    expect(
      blockOf({
        choice: card,
        amexOnly: true,
        paymentMethods: makePaymentMethods({ cards: [makeCard({ scheme: 'amex' })] }),
      }),
    ).toBeNull();
    expect(blockOf({ choice: { type: 'card', cardId: 'gone' } })).toBe('noMethod');
  });

  it('blocks a balance below the total: credit, prepaid USD, or the coin at its rate', () => {
    expect(blockOf({ balances: makeBalances({ balance: 24.99 }) })).toBe('insufficientBalance');
    expect(blockOf({ balances: makeBalances({ balance: 25 }) })).toBeNull();
    expect(blockOf({ choice: { type: 'usd' }, balances: makeBalances({ USD: 25, balance: 0 }) })).toBeNull();
    expect(blockOf({ choice: { type: 'usd' }, balances: makeBalances({ USD: 10, balance: 100 }) })).toBe(
      'insufficientBalance',
    );
    // XTZ at $1.25: $25 + 1% = $25.25 = 20.2 XTZ.
    const xtz = { type: 'coin', coin: 'XTZ' } as const;
    const holding = (available: string) =>
      makeBalances({ coins: { XTZ: { subtotal: available, available } } });
    expect(blockOf({ choice: xtz, balances: holding('20.199999') })).toBe('insufficientBalance');
    expect(blockOf({ choice: xtz, balances: holding('20.200000') })).toBeNull();
  });

  it("prices the fees as the payment service does: 'Credit Card', or 'Transaction' and 'Gas' for a coin", () => {
    const card = paymentSelection(ready({ choice: { type: 'card', cardId: 'card-1' } }));
    expect(card.fees).toEqual([{ kind: 'creditCard', label: 'Credit Card', cents: 103 }]);
    expect(card.totalCents).toBe(2603);
    expect(card.card?.id).toBe('card-1');

    expect(paymentSelection(ready({})).fees).toEqual([]);

    const eth = paymentSelection(ready({ choice: { type: 'coin', coin: 'ETH' } }));
    expect(eth.fees).toEqual([
      { kind: 'transaction', label: 'Transaction', cents: 25 },
      { kind: 'gas', label: 'Gas', cents: 250 },
    ]);
    expect(eth.totalCents).toBe(2775);
    // $27.75 at $2,000 per ETH.
    expect(eth.coinMicroUnits).toBe(13_875n);

    const btc = paymentSelection(ready({ choice: { type: 'coin', coin: 'BTC' } }));
    expect(btc.fees.map((fee) => fee.label)).toEqual(['Transaction']);
  });

  it("rounds conversions and the 1% up, never in the buyer's favour", () => {
    expect(cryptoTransactionFeeCents(2501)).toBe(26);
    expect(cryptoTransactionFeeCents(2500)).toBe(25);
    expect(centsToCoinMicroUnits(100, 3)).toBe(333_334n);
    expect(centsToCoinMicroUnits(300, 3)).toBe(1_000_000n);
  });
});
