import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { THREE_DS_MESSAGE_TYPE } from '../../../lib/three-ds';
import { makeConfig, makeDrop, makeMe } from '../../../testing/fixtures';
import { mockApi, Reply } from '../../../testing/mock-api';
import { makeBalances, makePaymentMethods, RATES } from '../../../testing/payment-fixtures';
import { renderAt } from '../../../testing/render';
import { setLoggedInCookie } from '../../../testing/session';

// The fraud decision polls every 10 ms here instead of 3 s, an accepted order every 10 ms for 300 ms.
vi.mock('../../../../../shared/domain/constants', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  FRAUD_DECISION_POLL_INTERVAL_MS: 10,
  ORDER_STATUS_POLL_INTERVAL_MS: 10,
  ORDER_STATUS_POLL_TIMEOUT_MS: 300,
}));

type Answers = Parameters<typeof mockApi>[0];

const pack = {
  id: 'pack-1',
  title: 'Gold Pack',
  thumbnail: '/p.jpg',
  price: 10,
  quantity: 100,
  nfts_per_pack: 2,
  sold_out: false,
};

const received = (edition: number, title: string) => ({
  id: `item-${edition}`,
  nft_id: `nft-${title}`,
  edition,
  title,
  tier: 4,
  image: `/${title}.jpg`,
  thumbnail: `/${title}-small.jpg`,
});

const success = {
  status: 'success',
  data: { bid_id: 'order-1', items: [received(7, 'Sunrise'), received(12, 'Sunset')] },
};

async function openCheckout(answers: Answers = {}) {
  setLoggedInCookie();
  const fetchMock = mockApi({
    'GET /api/config': makeConfig(),
    'POST /api/token/refresh': { id_token: 't1' },
    'GET /api/me': makeMe(),
    'GET /api/auction/drops/pack-1': makeDrop({ drops: [pack] }),
    'GET /api/payments/payment-methods': makePaymentMethods(),
    'GET /api/billing/balance': makeBalances({ balance: 30 }),
    'GET /api/payments/crypto-rates': RATES,
    'GET /api/payments/card_fee': { fee: 0.59 },
    'POST /api/payments/sift-order-decision/pack-1': { is_decision_required: true },
    'GET /api/payments/sift-order-decision/pack-1': {
      status: 'decided',
      decision: { category: 'accept', name: 'accept', description: '' },
    },
    ...answers,
  });
  renderAt('/drops/pack/pack-1/checkout');
  await screen.findByTestId('pack-checkout');
  await screen.findByTestId('selector-credit-balance');
  return fetchMock;
}

const buyButton = () => screen.getByRole('button', { name: 'Buy Pack' }) as HTMLButtonElement;
const choose = (label: string) => fireEvent.click(screen.getByRole('radio', { name: label }));

const callsOf = (fetchMock: ReturnType<typeof mockApi>, method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => new URL(String(url), 'http://localhost').pathname === path && init?.method === method,
  );

describe('PackCheckoutRoute', () => {
  it('keeps Buy Pack disabled until a method that covers the price is chosen', async () => {
    await openCheckout({ 'GET /api/billing/balance': makeBalances({ balance: 5, USD: 0 }) });
    expect(buyButton().disabled).toBe(true);
    choose('Marketplace Credit');
    expect(await screen.findByTestId('choose-another-method')).toBeTruthy();
    expect(buyButton().disabled).toBe(true);
    choose('Credit card / Debit card');
    await waitFor(() => expect(buyButton().disabled).toBe(false));
  });

  it('buys with marketplace credit after the fraud check, then reveals the received NFTs one by one', async () => {
    const fetchMock = await openCheckout({ 'POST /api/payments/balance_checkout/pack-1': success });
    choose('Marketplace Credit');
    await waitFor(() => expect(buyButton().disabled).toBe(false));
    fireEvent.click(buyButton());

    const order = await screen.findByTestId('order-received');
    expect(within(order).getByRole('heading', { name: 'Order Received' })).toBeTruthy();
    const first = within(order).getByTestId('received-nft');
    expect(first.textContent).toContain('1 of 2');
    expect(first.textContent).toContain('Sunrise');
    expect(first.textContent).toContain('Edition #7 · Gold');
    fireEvent.click(within(order).getByRole('button', { name: 'Next' }));
    expect(within(order).getByTestId('received-nft').textContent).toContain('Sunset');
    expect(within(order).queryByRole('button', { name: 'Next' })).toBeNull();
    expect(within(order).getByRole('link', { name: 'My Collection' }).getAttribute('href')).toBe(
      '/account/my-collection',
    );
    expect(within(order).getByRole('link', { name: 'Go back' }).getAttribute('href')).toBe('/drops/drop-1');

    const [call] = callsOf(fetchMock, 'POST', '/api/payments/balance_checkout/pack-1');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      drop: true,
      price: 10,
      source: 'credit',
      fraud_warning_accepted: false,
    });
    expect(new Headers(call?.[1]?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(callsOf(fetchMock, 'POST', '/api/payments/sift-order-decision/pack-1')).toHaveLength(1);
  });

  it('plays the reveal video first when the pack has one, with Skip', async () => {
    await openCheckout({
      'GET /api/auction/drops/pack-1': makeDrop({ video: '/reveal.mp4', drops: [pack] }),
      'POST /api/payments/balance_checkout/pack-1': success,
    });
    choose('Marketplace Credit');
    await waitFor(() => expect(buyButton().disabled).toBe(false));
    fireEvent.click(buyButton());
    const video = await screen.findByTestId('reveal-video');
    expect(screen.queryByTestId('received-nft')).toBeNull();
    fireEvent.click(within(video).getByRole('button', { name: 'Skip' }));
    expect(screen.getByTestId('received-nft').textContent).toContain('Sunrise');
  });

  it("shows the server's sold_out message and stays on the checkout", async () => {
    await openCheckout({
      'POST /api/payments/card_checkout/pack-1': new Reply(409, {
        detail: 'This pack is sold out.',
        code: 'sold_out',
      }),
    });
    choose('Credit card / Debit card');
    await waitFor(() => expect(buyButton().disabled).toBe(false));
    fireEvent.click(buyButton());
    expect((await screen.findByTestId('checkout-error')).textContent).toBe('This pack is sold out.');
    expect((await screen.findByTestId('toast')).textContent).toContain('This pack is sold out.');
    expect(screen.queryByTestId('order-received')).toBeNull();
  });

  it('asks to continue after a fraud warning, then pays with fraud_warning_accepted', async () => {
    const fetchMock = await openCheckout({
      'GET /api/payments/sift-order-decision/pack-1': {
        status: 'decided',
        decision: { category: 'warn', name: 'warn', description: 'This order looks unusual.' },
      },
      'POST /api/payments/card_checkout/pack-1': success,
    });
    choose('Credit card / Debit card');
    await waitFor(() => expect(buyButton().disabled).toBe(false));
    fireEvent.click(buyButton());
    const warning = await screen.findByTestId('fraud-warning');
    expect(warning.textContent).toContain('This order looks unusual.');
    expect(callsOf(fetchMock, 'POST', '/api/payments/card_checkout/pack-1')).toHaveLength(0);
    fireEvent.click(within(warning).getByRole('button', { name: 'Continue' }));

    await screen.findByTestId('order-received');
    const [call] = callsOf(fetchMock, 'POST', '/api/payments/card_checkout/pack-1');
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({
      drop: true,
      price: 10,
      card_id: 'card-1',
      fraud_warning_accepted: true,
    });
  });

  it('shows an error modal and cancels when the fraud check fails', async () => {
    const fetchMock = await openCheckout({
      'GET /api/payments/sift-order-decision/pack-1': { status: 'error', decision: null },
    });
    choose('Credit card / Debit card');
    await waitFor(() => expect(buyButton().disabled).toBe(false));
    fireEvent.click(buyButton());
    const modal = await screen.findByTestId('fraud-error');
    expect(modal.textContent).toContain('Sorry, something went wrong');
    fireEvent.click(within(modal).getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('fraud-error')).toBeNull();
    expect(callsOf(fetchMock, 'POST', '/api/payments/card_checkout/pack-1')).toHaveLength(0);
  });

  describe('with a card that needs 3-D Secure', () => {
    const redirect = {
      status: 'redirect',
      redirect_url: '/sandbox/cards/challenge/sid_1',
      payment_id: 'order-3ds',
    };

    /** Buys with the card: the first call answers the redirect, the repeat `repeat`. */
    async function challengedCheckout(validation: unknown, repeat: unknown = success) {
      let checkoutCalls = 0;
      const fetchMock = await openCheckout({
        'POST /api/payments/card_checkout/pack-1': () => (checkoutCalls++ === 0 ? redirect : repeat),
        'POST /api/payments/validate-3ds': validation,
      });
      choose('Credit card / Debit card');
      await waitFor(() => expect(buyButton().disabled).toBe(false));
      fireEvent.click(buyButton());
      const frame = (await screen.findByTestId('three-ds-frame')) as HTMLIFrameElement;
      expect(frame.getAttribute('src')).toBe(redirect.redirect_url);
      expect(screen.getByRole('dialog', { name: '3-D Secure' })).toBeTruthy();
      return { fetchMock, frame };
    }

    /** The challenge page came back to /app/3ds-success (or failure) inside the frame, which tells this window. */
    const challengeEnds = (frame: HTMLIFrameElement, outcome: 'success' | 'failure') =>
      act(() => {
        window.dispatchEvent(
          new MessageEvent('message', {
            data: { type: THREE_DS_MESSAGE_TYPE, outcome, query: 'cko-session-id=sid_1' },
            origin: window.location.origin,
            source: frame.contentWindow,
          }),
        );
      });

    const checkoutKeys = (fetchMock: ReturnType<typeof mockApi>) =>
      callsOf(fetchMock, 'POST', '/api/payments/card_checkout/pack-1').map(([, init]) =>
        new Headers(init?.headers).get('Idempotency-Key'),
      );

    it('validates the challenge, repeats the checkout with the same Idempotency-Key and shows Order Received', async () => {
      const { fetchMock, frame } = await challengedCheckout({ outcome: 'success' });
      challengeEnds(frame, 'success');

      const receivedPage = await screen.findByTestId('order-received');
      expect(receivedPage.textContent).toContain('Sunrise');
      const [validation] = callsOf(fetchMock, 'POST', '/api/payments/validate-3ds');
      expect(JSON.parse(String(validation?.[1]?.body))).toEqual({
        'cko-session-id': 'sid_1',
        cc_processor_payment_id: 'order-3ds',
        action: 'buy',
      });
      const keys = checkoutKeys(fetchMock);
      expect(keys).toHaveLength(2);
      expect(keys[0]).toBeTruthy();
      expect(keys[1]).toBe(keys[0]);
    });

    it("shows 'Payment failed.' and lets the buyer choose again when the bank declines", async () => {
      const { fetchMock, frame } = await challengedCheckout({ outcome: 'error' });
      challengeEnds(frame, 'failure');

      expect((await screen.findByTestId('checkout-error')).textContent).toBe('Payment failed.');
      expect(screen.queryByTestId('three-ds-frame')).toBeNull();
      expect(checkoutKeys(fetchMock)).toHaveLength(1);
      await waitFor(() => expect(buyButton().disabled).toBe(false));
    });

    it('settles a challenge closed unfinished as the server finds it', async () => {
      const { fetchMock } = await challengedCheckout({ outcome: 'cancel' });
      fireEvent.click(
        within(screen.getByRole('dialog', { name: '3-D Secure' })).getByRole('button', { name: /close/i }),
      );

      expect((await screen.findByTestId('checkout-error')).textContent).toBe('Payment failed.');
      const [validation] = callsOf(fetchMock, 'POST', '/api/payments/validate-3ds');
      expect(JSON.parse(String(validation?.[1]?.body))).toMatchObject({
        cc_processor_payment_id: 'order-3ds',
        action: 'buy',
      });
    });
  });

  describe('keeps one Idempotency-Key per attempt', () => {
    /** Chooses the card and presses Buy Pack. */
    async function buyWithCard() {
      choose('Credit card / Debit card');
      await waitFor(() => expect(buyButton().disabled).toBe(false));
      fireEvent.click(buyButton());
    }

    const keysOf = (fetchMock: ReturnType<typeof mockApi>) =>
      callsOf(fetchMock, 'POST', '/api/payments/card_checkout/pack-1').map(([, init]) =>
        new Headers(init?.headers).get('Idempotency-Key'),
      );

    const serverError = new Reply(500, { detail: 'Sorry, something went wrong' });

    it('sends the same key again when the buyer retries after a 500', async () => {
      let calls = 0;
      const fetchMock = await openCheckout({
        'POST /api/payments/card_checkout/pack-1': () => (calls++ === 0 ? serverError : success),
      });
      await buyWithCard();
      await screen.findByTestId('checkout-error');
      await waitFor(() => expect(buyButton().disabled).toBe(false));
      fireEvent.click(buyButton());

      await screen.findByTestId('order-received');
      const keys = keysOf(fetchMock);
      expect(keys).toHaveLength(2);
      expect(keys[1]).toBe(keys[0]);
    });

    it('sends the same key after a network error and a reload of the checkout step', async () => {
      const unreachable = () => {
        throw new TypeError('Failed to fetch');
      };
      const first = await openCheckout({ 'POST /api/payments/card_checkout/pack-1': unreachable });
      await buyWithCard();
      await screen.findByTestId('checkout-error');
      const [sent] = keysOf(first);

      cleanup();
      const reloaded = await openCheckout({ 'POST /api/payments/card_checkout/pack-1': success });
      await buyWithCard();
      await screen.findByTestId('order-received');
      expect(keysOf(reloaded)).toEqual([sent]);
    });

    it('starts a new attempt with a new key after a success and after a definite refusal', async () => {
      const first = await openCheckout({ 'POST /api/payments/card_checkout/pack-1': success });
      await buyWithCard();
      await screen.findByTestId('order-received');
      const [bought] = keysOf(first);

      cleanup();
      const declined = new Reply(402, { detail: 'Payment failed.', code: 'payment_failed' });
      const second = await openCheckout({ 'POST /api/payments/card_checkout/pack-1': declined });
      await buyWithCard();
      await screen.findByTestId('checkout-error');
      await waitFor(() => expect(buyButton().disabled).toBe(false));
      fireEvent.click(buyButton());
      await waitFor(() => expect(keysOf(second)).toHaveLength(2));
      const [refused, next] = keysOf(second);
      expect(refused).not.toBe(bought);
      expect(next).not.toBe(refused);
    });

    it('keeps a key per method: paying with another method is another attempt', async () => {
      const fetchMock = await openCheckout({
        'POST /api/payments/card_checkout/pack-1': serverError,
        'POST /api/payments/balance_checkout/pack-1': success,
      });
      await buyWithCard();
      await screen.findByTestId('checkout-error');
      choose('Marketplace Credit');
      await waitFor(() => expect(buyButton().disabled).toBe(false));
      fireEvent.click(buyButton());

      await screen.findByTestId('order-received');
      const [card] = keysOf(fetchMock);
      const [credit] = callsOf(fetchMock, 'POST', '/api/payments/balance_checkout/pack-1');
      expect(new Headers(credit?.[1]?.headers).get('Idempotency-Key')).not.toBe(card);
    });
  });

  describe("when the checkout answers 202 'accepted'", () => {
    const accepted = new Reply(202, { status: 'accepted', data: { bid_id: 'order-9' } });
    const pending = { status: 'pending', data: { bid_id: 'order-9' } };

    async function acceptedCheckout(orderStatus: Answers[string]) {
      const fetchMock = await openCheckout({
        'POST /api/payments/balance_checkout/pack-1': accepted,
        'GET /api/payments/orders/order-9': orderStatus,
      });
      choose('Marketplace Credit');
      await waitFor(() => expect(buyButton().disabled).toBe(false));
      fireEvent.click(buyButton());
      return fetchMock;
    }

    it('confirms while it polls the order, then shows Order Received with the items', async () => {
      let polls = 0;
      const fetchMock = await acceptedCheckout(() => (polls++ < 2 ? pending : success));
      expect(await screen.findByRole('status', { name: 'Confirming your payment' })).toBeTruthy();

      const order = await screen.findByTestId('order-received');
      expect(within(order).getByTestId('received-nft').textContent).toContain('Sunrise');
      expect(callsOf(fetchMock, 'GET', '/api/payments/orders/order-9').length).toBe(3);
      expect(callsOf(fetchMock, 'POST', '/api/payments/balance_checkout/pack-1')).toHaveLength(1);
      expect(Object.keys(sessionStorage).filter((name) => name.startsWith('attempt_key:'))).toEqual([]);
    });

    it("shows the order's failure in place and lets the buyer choose again", async () => {
      await acceptedCheckout({ status: 'failed', data: { bid_id: 'order-9' }, detail: 'Payment failed.' });

      expect((await screen.findByTestId('checkout-error')).textContent).toBe('Payment failed.');
      expect(screen.queryByTestId('order-received')).toBeNull();
      await waitFor(() => expect(buyButton().disabled).toBe(false));
    });

    it('says the order is still processing when it has not ended after the polling time', async () => {
      const fetchMock = await acceptedCheckout(pending);

      const modal = await screen.findByTestId('order-processing');
      expect(modal.textContent).toContain(
        'Your order is still processing. It will appear in your Order History as soon as it is complete.',
      );
      expect(within(modal).getByRole('link', { name: 'Order History' }).getAttribute('href')).toBe(
        '/account/order-history',
      );
      expect(callsOf(fetchMock, 'GET', '/api/payments/orders/order-9').length).toBeGreaterThan(1);
      // The outcome is open: the same attempt keeps its key.
      fireEvent.click(within(modal).getByRole('button', { name: 'Close' }));
      fireEvent.click(buyButton());
      await waitFor(() =>
        expect(callsOf(fetchMock, 'POST', '/api/payments/balance_checkout/pack-1')).toHaveLength(2),
      );
      const keys = callsOf(fetchMock, 'POST', '/api/payments/balance_checkout/pack-1').map(([, init]) =>
        new Headers(init?.headers).get('Idempotency-Key'),
      );
      expect(keys[1]).toBe(keys[0]);
    });
  });
});
