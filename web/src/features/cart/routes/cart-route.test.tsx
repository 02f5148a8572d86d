import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeAuctionDetail } from '../../../testing/auction-fixtures';
import { makeConfig, makeMe } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mock-api';
import { makeBalances, makePaymentMethods, RATES } from '../../../testing/payment-fixtures';
import { renderAt } from '../../../testing/render';
import { setLoggedInCookie } from '../../../testing/session';
import type { CartEntry } from '../cart-store';

type Answers = Parameters<typeof mockApi>[0];
const signedIn = (answers: Answers) => {
  setLoggedInCookie();
  return mockApi({
    'GET /api/config': makeConfig(),
    'POST /api/token/refresh': { id_token: 't1' },
    'GET /api/me': makeMe(),
    'GET /api/inbox/unread': { unread: 0 },
    'GET /api/payments/payment-methods': makePaymentMethods(),
    'GET /api/billing/balance': makeBalances({ balance: 100 }),
    'GET /api/payments/crypto-rates': RATES,
    ...answers,
  });
};

const entries: CartEntry[] = [
  { listingId: 'resale-1', nftId: 'nft-1', title: 'Golden Hour #1', priceCents: 1_250 },
  { listingId: 'resale-2', nftId: 'nft-2', title: 'Blue Note #4', priceCents: 900 },
];

const line = (listingId: string, status: 'bought' | 'failed', reason: string | null) => ({
  listing_id: listingId,
  nft_id: 'nft-1',
  title: listingId === 'resale-1' ? 'Golden Hour' : 'Blue Note',
  price_cents: listingId === 'resale-1' ? 1_250 : 900,
  status,
  reason,
  item_id: status === 'bought' ? 'nft-1-1' : null,
  edition: status === 'bought' ? 1 : null,
});

afterEach(() => localStorage.clear());

describe('/cart', () => {
  it('says the cart is empty, with a way to the marketplace', async () => {
    signedIn({});
    renderAt('/cart');
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the marketplace' }).getAttribute('href')).toBe(
      '/marketplace',
    );
  });

  it('flags a listing gone since it was added, sends only those on sale at their total, then shows each result', async () => {
    localStorage.setItem('cart', JSON.stringify(entries));
    const fetchMock = signedIn({
      'GET /api/auction/resale-1': makeAuctionDetail({ id: 'resale-1', price: 12.5, sold_out: false }),
      'GET /api/auction/resale-2': makeAuctionDetail({ id: 'resale-2', price: 9, sold_out: true }),
      'POST /api/payments/cart_checkout': {
        status: 'success',
        data: {
          id: 'cart-1',
          kind: 'cart',
          status: 'completed',
          bought_cents: 1_250,
          lines: [line('resale-1', 'bought', null)],
        },
      },
    });
    renderAt('/cart');
    const page = within(await screen.findByTestId('cart-page'));
    await waitFor(() => expect(page.getByText('No longer for sale')).toBeTruthy());
    expect(page.getAllByTestId('cart-line')).toHaveLength(2);
    expect(page.getByTestId('cart-total').textContent).toBe('Total: $12.50');

    fireEvent.click(await page.findByRole('radio', { name: 'Marketplace Credit' }));
    const checkout = page.getByRole('button', { name: 'Checkout' });
    await waitFor(() => expect((checkout as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(checkout);

    const result = within(await page.findByTestId('cart-result'));
    expect(result.getByRole('heading').textContent).toBe('1 of 1 bought · $12.50');
    const sent = fetchMock.mock.calls.find(([input]) =>
      String(input).includes('/api/payments/cart_checkout'),
    );
    expect(JSON.parse(String(sent?.[1]?.body))).toMatchObject({
      listing_ids: ['resale-1'],
      expected_total_cents: 1_250,
      payment_method: 2,
    });
    // The ordered line left the cart; the gone one stays until removed.
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toEqual([entries[1]]);
  });

  it('shows why a line was not bought', async () => {
    localStorage.setItem('cart', JSON.stringify([entries[0]]));
    signedIn({
      'GET /api/auction/resale-1': makeAuctionDetail({ id: 'resale-1', price: 12.5, sold_out: false }),
      'POST /api/payments/cart_checkout': {
        status: 'success',
        data: {
          id: 'cart-2',
          kind: 'cart',
          status: 'completed',
          bought_cents: 0,
          lines: [line('resale-1', 'failed', 'sold')],
        },
      },
    });
    renderAt('/cart');
    const page = within(await screen.findByTestId('cart-page'));
    fireEvent.click(await page.findByRole('radio', { name: 'Marketplace Credit' }));
    const checkout = page.getByRole('button', { name: 'Checkout' });
    await waitFor(() => expect((checkout as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(checkout);
    const result = within(await page.findByTestId('cart-result'));
    expect(result.getByText('Sold to someone else: not charged')).toBeTruthy();
    expect(result.getByRole('heading').textContent).toBe('0 of 1 bought · $0.00');
  });
});
