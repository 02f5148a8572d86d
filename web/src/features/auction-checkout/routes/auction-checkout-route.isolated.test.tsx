import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AuctionDetail } from '../../../../../shared/api/schemas/bids';
import { AuctionType } from '../../../../../shared/domain/enums';
import { THREE_DS_RESULT_KEY } from '../../../lib/three-ds';
import { makeAuctionDetail } from '../../../testing/auction-fixtures';
import { fromNow, makeConfig, makeMe } from '../../../testing/fixtures';
import { mockApi, Reply } from '../../../testing/mock-api';
import { makeBalances, makeCard, makePaymentMethods, RATES } from '../../../testing/payment-fixtures';
import { renderAt } from '../../../testing/render';
import { setLoggedInCookie } from '../../../testing/session';

// The fraud decision polls every 10 ms here instead of 3 s.
vi.mock('../../../../../shared/domain/constants', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  FRAUD_DECISION_POLL_INTERVAL_MS: 10,
}));

type Answers = Parameters<typeof mockApi>[0];

const success = {
  status: 'success',
  data: {
    bid_id: 'order-1',
    items: [
      {
        id: 'item-3',
        nft_id: 'nft-1',
        edition: 3,
        title: 'Golden Hour',
        tier: 4,
        image: '/a-big.jpg',
        thumbnail: '/a.jpg',
      },
    ],
  },
};

async function openCheckout(auction: Partial<AuctionDetail> = {}, answers: Answers = {}) {
  setLoggedInCookie();
  const fetchMock = mockApi({
    'GET /api/config': makeConfig(),
    'POST /api/token/refresh': { id_token: 't1' },
    'GET /api/me': makeMe(),
    'GET /api/auction/auction-1': makeAuctionDetail({
      auction_type: AuctionType.fixedPrice,
      price: 10,
      initial_quantity: 50,
      available_quantity: 50,
      starts: fromNow(-1),
      ends: fromNow(24),
      ...auction,
    }),
    'GET /api/payments/payment-methods': makePaymentMethods(),
    'GET /api/billing/balance': makeBalances({ balance: 30 }),
    'GET /api/payments/crypto-rates': RATES,
    'GET /api/payments/card_fee': { fee: 0.59 },
    'POST /api/payments/sift-order-decision/auction-1': { is_decision_required: true },
    'GET /api/payments/sift-order-decision/auction-1': {
      status: 'decided',
      decision: { category: 'accept', name: 'accept', description: '' },
    },
    ...answers,
  });
  renderAt('/nft/nft-1/auction-1/checkout');
  await screen.findByTestId('buy-now');
  return fetchMock;
}

const buyButton = () => screen.getByRole('button', { name: 'Buy' }) as HTMLButtonElement;
const choose = (label: string) => fireEvent.click(screen.getByRole('radio', { name: label }));

const callsOf = (fetchMock: ReturnType<typeof mockApi>, method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => new URL(String(url), 'http://localhost').pathname === path && init?.method === method,
  );

describe('AuctionCheckoutRoute', () => {
  it('buys one edition with marketplace credit after the fraud check and shows Order Received', async () => {
    const fetchMock = await openCheckout({}, { 'POST /api/payments/balance_checkout/auction-1': success });
    expect(buyButton().disabled).toBe(true);
    choose('Marketplace Credit');
    await waitFor(() => expect(buyButton().disabled).toBe(false));
    fireEvent.click(buyButton());

    const order = await screen.findByTestId('order-received');
    expect(within(order).getByRole('heading', { name: 'Order Received' })).toBeTruthy();
    expect(within(order).getByTestId('received-nft').textContent).toContain('Golden Hour · Edition #3');
    expect(within(order).getByRole('link', { name: 'My Collection' }).getAttribute('href')).toBe(
      '/account/my-collection',
    );
    expect(within(order).getByRole('link', { name: 'Go back' }).getAttribute('href')).toBe(
      '/nft/nft-1/auction-1/auction',
    );
    const [call] = callsOf(fetchMock, 'POST', '/api/payments/balance_checkout/auction-1');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      drop: false,
      price: 10,
      source: 'credit',
      fraud_warning_accepted: false,
    });
    const [fraud] = callsOf(fetchMock, 'POST', '/api/payments/sift-order-decision/auction-1');
    expect(JSON.parse(String(fraud?.[1]?.body))).toEqual({ price: 10, drop: false, action: 'buy' });
  });

  it('keeps Buy disabled when the price is zero', async () => {
    await openCheckout({ price: 0 });
    choose('Marketplace Credit');
    await screen.findByTestId('selector-credit-balance');
    expect(buyButton().disabled).toBe(true);
  });

  it('says so at the per-account limit and keeps Buy disabled', async () => {
    await openCheckout({ reached_purchase_limit: true });
    expect(screen.getByTestId('purchase-limit').textContent).toBe(
      'You have purchased the maximum available per account for this NFT',
    );
    choose('Marketplace Credit');
    await screen.findByTestId('selector-credit-balance');
    expect(buyButton().disabled).toBe(true);
  });

  it('offers only an Amex card on an Amex-only auction, with the note', async () => {
    await openCheckout({ amex_only: true });
    expect((await screen.findByTestId('amex-only-note')).textContent).toBe(
      'This nft can only be purchased with an amex card',
    );
    expect(screen.queryByRole('radio', { name: 'Marketplace Credit' })).toBeNull();
    choose('Credit card / Debit card');
    await screen.findByTestId('selector-default-card');
    expect(buyButton().disabled).toBe(true);
  });

  it('shows the 3-D Secure frame on a redirect, validates it, then repeats the call with the same key', async () => {
    let cardCalls = 0;
    const fetchMock = await openCheckout(
      {},
      {
        'GET /api/payments/payment-methods': makePaymentMethods({ cards: [makeCard({ id: 'card-9' })] }),
        'POST /api/payments/card_checkout/auction-1': () =>
          ++cardCalls === 1
            ? { status: 'redirect', redirect_url: 'http://localhost/sandbox/challenge', payment_id: 'pay_1' }
            : success,
        'POST /api/payments/validate-3ds': { outcome: 'success' },
      },
    );
    choose('Credit card / Debit card');
    await waitFor(() => expect(buyButton().disabled).toBe(false));
    fireEvent.click(buyButton());

    const frame = await screen.findByTestId('three-ds-frame');
    expect(frame.getAttribute('src')).toBe('http://localhost/sandbox/challenge');
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: THREE_DS_RESULT_KEY,
          newValue: JSON.stringify({ outcome: 'success', query: 'cko-session-id=sid_1' }),
        }),
      );
    });

    await screen.findByTestId('order-received');
    const [validation] = callsOf(fetchMock, 'POST', '/api/payments/validate-3ds');
    expect(JSON.parse(String(validation?.[1]?.body))).toEqual({
      'cko-session-id': 'sid_1',
      cc_processor_payment_id: 'pay_1',
      action: 'buy',
    });
    const calls = callsOf(fetchMock, 'POST', '/api/payments/card_checkout/auction-1');
    expect(calls).toHaveLength(2);
    const keys = calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(JSON.parse(String(calls[0]?.[1]?.body))).toMatchObject({
      drop: false,
      card_id: 'card-9',
      price: 10,
    });
  });
  it('stays on the checkout with a message when the bank does not verify the payment', async () => {
    const fetchMock = await openCheckout(
      {},
      {
        'POST /api/payments/card_checkout/auction-1': {
          status: 'redirect',
          redirect_url: 'http://localhost/sandbox/challenge',
          payment_id: 'pay_1',
        },
        'POST /api/payments/validate-3ds': { outcome: 'error' },
      },
    );
    choose('Credit card / Debit card');
    await waitFor(() => expect(buyButton().disabled).toBe(false));
    fireEvent.click(buyButton());
    await screen.findByTestId('three-ds-frame');
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: THREE_DS_RESULT_KEY,
          newValue: JSON.stringify({ outcome: 'failure', query: 'cko-session-id=sid_1' }),
        }),
      );
    });
    expect((await screen.findByTestId('form-error')).textContent).toBe('Payment failed.');
    expect(screen.queryByTestId('three-ds-frame')).toBeNull();
    expect(callsOf(fetchMock, 'POST', '/api/payments/card_checkout/auction-1')).toHaveLength(1);
  });

  it('keeps the 3-D Secure challenge open when a background refresh of the auction fails', async () => {
    const detail = makeAuctionDetail({
      auction_type: AuctionType.fixedPrice,
      price: 10,
      initial_quantity: 50,
      available_quantity: 50,
      starts: fromNow(-1),
      ends: fromNow(24),
    });
    let auctionReads = 0;
    await openCheckout(
      {},
      {
        // The first read loads the page and asks for a refresh right away; the refresh fails.
        'GET /api/auction/auction-1': () =>
          auctionReads++ === 0
            ? { ...detail, refresh_at: new Date(Date.now() + 300).toISOString() }
            : new Reply(503, { detail: 'Service unavailable', code: 'timeout' }),
        'POST /api/payments/card_checkout/auction-1': {
          status: 'redirect',
          redirect_url: 'http://localhost/sandbox/challenge',
          payment_id: 'pay_1',
        },
      },
    );
    choose('Credit card / Debit card');
    await waitFor(() => expect(buyButton().disabled).toBe(false));
    fireEvent.click(buyButton());
    await screen.findByTestId('three-ds-frame');

    await waitFor(() => expect(auctionReads).toBeGreaterThan(1), { timeout: 5_000 });
    await new Promise((settle) => setTimeout(settle, 50));

    expect(screen.getByTestId('three-ds-frame')).toBeTruthy();
  });

  it.each([
    ['sold out', { sold_out: true }, 'This NFT is sold out.'],
    ['ended', { ends: fromNow(-1) }, 'This auction has ended.'],
  ])('opened on a %s auction, says why with the way back instead of the form', async (_, auction, text) => {
    setLoggedInCookie();
    mockApi({
      'GET /api/config': makeConfig(),
      'POST /api/token/refresh': { id_token: 't1' },
      'GET /api/me': makeMe(),
      'GET /api/auction/auction-1': makeAuctionDetail({
        auction_type: AuctionType.fixedPrice,
        starts: fromNow(-48),
        ends: fromNow(24),
        ...auction,
      }),
      'GET /api/payments/payment-methods': makePaymentMethods(),
      'GET /api/billing/balance': makeBalances({ balance: 30 }),
      'GET /api/payments/crypto-rates': RATES,
    });
    renderAt('/nft/nft-1/auction-1/checkout');

    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the auction' }).getAttribute('href')).toContain(
      'auction-1',
    );
    expect(screen.queryByRole('button', { name: 'Buy' })).toBeNull();
  });

  it('asks to continue after a fraud warning, then pays with fraud_warning_accepted', async () => {
    const fetchMock = await openCheckout(
      {},
      {
        'GET /api/payments/sift-order-decision/auction-1': {
          status: 'decided',
          decision: { category: 'warn', name: 'warn', description: 'This order looks unusual.' },
        },
        'POST /api/payments/balance_checkout/auction-1': success,
      },
    );
    choose('Marketplace Credit');
    await waitFor(() => expect(buyButton().disabled).toBe(false));
    fireEvent.click(buyButton());
    const warning = await screen.findByTestId('fraud-warning');
    expect(warning.textContent).toContain('This order looks unusual.');
    expect(callsOf(fetchMock, 'POST', '/api/payments/balance_checkout/auction-1')).toHaveLength(0);
    fireEvent.click(within(warning).getByRole('button', { name: 'Continue' }));
    await screen.findByTestId('order-received');
    const [call] = callsOf(fetchMock, 'POST', '/api/payments/balance_checkout/auction-1');
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({ drop: false, fraud_warning_accepted: true });
  });

  it('buys a resale listing from its seller and goes back to the marketplace page', async () => {
    const fetchMock = await openCheckout(
      {
        initial_quantity: 1,
        available_quantity: 1,
        ends: null,
        price: 25,
        seller: { username: 'seller_one' },
      },
      { 'POST /api/payments/balance_checkout/auction-1': success },
    );
    expect(screen.getByTestId('resale-seller').textContent).toBe('Sold by seller_one for $25');
    expect(screen.getByText(/Quantity 1/)).toBeTruthy();
    expect(screen.queryByTestId('shipping-address-step')).toBeNull();
    choose('Marketplace Credit');
    await waitFor(() => expect(buyButton().disabled).toBe(false));
    fireEvent.click(buyButton());
    await screen.findByTestId('order-received');
    const [call] = callsOf(fetchMock, 'POST', '/api/payments/balance_checkout/auction-1');
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({ drop: false });
    expect(screen.getByRole('link', { name: 'Go back' }).getAttribute('href')).toBe(
      '/nft/nft-1/marketplace-auction',
    );
  });

  it('does not let the seller buy their own listing', async () => {
    await openCheckout({ seller: { username: 'fan_user' } });
    expect(await screen.findByText('You cannot buy your own NFT.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Buy' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go back' }).getAttribute('href')).toBe(
      '/nft/nft-1/marketplace-auction',
    );
  });
});
