import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuctionDetail } from '../../../../../shared/api/schemas/bids';
import { makeAuctionDetail, makeBidPlaced, makePhysicalItem } from '../../../testing/auction-fixtures';
import { fromNow, makeConfig, makeMe } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mock-api';
import { makeBalances, makePaymentMethods, RATES } from '../../../testing/payment-fixtures';
import { renderAt } from '../../../testing/render';
import { setLoggedInCookie } from '../../../testing/session';

type Answers = Parameters<typeof mockApi>[0];

const savedAddress = {
  uuid: 'address-1',
  created_at: '2026-01-05T10:00:00.000Z',
  full_name: 'Ada Collector',
  address: '1 Main St',
  additional_address: '',
  city: 'Springfield',
  state: 'Illinois',
  zip_code: '62701',
  country: 'US',
  shirt_size: null,
};

/** POST /auction/{id}/bid: the validity check answers a $12 minimum; a real bid answers `placed`. */
const bidEndpoint =
  (placed: unknown = makeBidPlaced('placed', 15)) =>
  (_url: URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { validate?: boolean; bidValue: number };
    return body.validate ? { valid: body.bidValue >= 12, minimum: 12 } : placed;
  };

async function openBidPage(auction: Partial<AuctionDetail> = {}, answers: Answers = {}) {
  setLoggedInCookie();
  const fetchMock = mockApi({
    'GET /api/config': makeConfig(),
    'POST /api/token/refresh': { id_token: 't1' },
    'GET /api/me': makeMe(),
    'GET /api/auction/auction-1': makeAuctionDetail({ starts: fromNow(-1), ends: fromNow(24), ...auction }),
    'POST /api/auction/auction-1/bid': bidEndpoint(),
    'GET /api/payments/payment-methods': makePaymentMethods(),
    'GET /api/billing/balance': makeBalances({ balance: 30 }),
    'GET /api/payments/crypto-rates': RATES,
    'GET /api/payments/card_fee': { fee: 0.59 },
    'GET /api/user/shipping-address/': [savedAddress],
    ...answers,
  });
  renderAt('/nft/nft-1/auction-1/bid');
  await screen.findByTestId('auction-bid');
  return fetchMock;
}

const bidNow = () => screen.getByRole('button', { name: 'Bid Now' }) as HTMLButtonElement;
const amountInput = () => screen.getByLabelText('Your bid (USD)') as HTMLInputElement;
const typeAmount = (text: string) => fireEvent.change(amountInput(), { target: { value: text } });

const bidBodies = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .filter(([url, init]) => String(url).endsWith('/api/auction/auction-1/bid') && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>)
    .filter((body) => !body.validate);

async function payWithCredit() {
  fireEvent.click(screen.getByRole('radio', { name: 'Marketplace Credit' }));
  await waitFor(() => expect(bidNow().disabled).toBe(false));
}

describe('AuctionBidRoute', () => {
  it("places a bid at or above the server's minimum and shows successPlace with the way back", async () => {
    const fetchMock = await openBidPage();
    await screen.findByTestId('bid-form');
    expect(screen.queryByTestId('shipping-address-step')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Place your bid' })).toBeTruthy();

    await waitFor(() => expect(amountInput().placeholder).toBe('$12.00 or more'));
    fireEvent.click(screen.getByRole('radio', { name: 'Marketplace Credit' }));
    await screen.findByTestId('selector-credit-balance');
    typeAmount('11');
    expect(screen.getByRole('alert').textContent).toBe('Bid should be equal to or more then $12.00');
    expect(bidNow().disabled).toBe(true);

    typeAmount('15');
    await waitFor(() => expect(bidNow().disabled).toBe(false));
    fireEvent.click(bidNow());

    const success = await screen.findByTestId('bid-success');
    expect(within(success).getByRole('heading', { name: 'Your bid has been placed' })).toBeTruthy();
    expect(within(success).getByRole('link', { name: 'Back to the auction' }).getAttribute('href')).toBe(
      '/nft/nft-1/auction-1/auction',
    );
    expect(bidBodies(fetchMock)).toEqual([
      { auction: 'auction-1', bidValue: 15, updateBid: false, payment: 2, source: 'credit' },
    ]);
  });

  it('updates an existing bid and shows successUpdate', async () => {
    const fetchMock = await openBidPage(
      { last_bid: 13 },
      { 'POST /api/auction/auction-1/bid': bidEndpoint(makeBidPlaced('updated', 15)) },
    );
    await screen.findByRole('heading', { name: 'Update your bid' });
    expect(screen.getByTestId('last-bid').textContent).toContain('$13.00');
    typeAmount('20');
    await payWithCredit();
    fireEvent.click(bidNow());
    await screen.findByRole('heading', { name: 'Your bid has been updated' });
    expect(bidBodies(fetchMock)[0]).toMatchObject({ bidValue: 20, updateBid: true });
  });

  it('keeps Bid Now disabled while the chosen balance is below the bid', async () => {
    await openBidPage({}, { 'GET /api/billing/balance': makeBalances({ balance: 14 }) });
    await screen.findByTestId('bid-form');
    typeAmount('15');
    fireEvent.click(screen.getByRole('radio', { name: 'Marketplace Credit' }));
    expect(await screen.findByTestId('choose-another-method')).toBeTruthy();
    expect(bidNow().disabled).toBe(true);
    typeAmount('13');
    await waitFor(() => expect(bidNow().disabled).toBe(false));
  });

  it('keeps Bid Now disabled while the default card is paused', async () => {
    await openBidPage(
      {},
      {
        'GET /api/config': makeConfig({ bidWithCreditCardEnabled: true }),
        'GET /api/payments/payment-methods': makePaymentMethods({
          cards: [makePaymentMethods().cards[0]!].map((card) => ({ ...card, is_temporary_blocked: true })),
          blocked_seconds: 600,
        }),
      },
    );
    await screen.findByTestId('bid-form');
    typeAmount('15');
    fireEvent.click(await screen.findByRole('radio', { name: 'Credit card / Debit card' }));
    await screen.findByTestId('selector-default-card');
    expect(bidNow().disabled).toBe(true);
  });

  it('takes number keys only and blocks paste', async () => {
    await openBidPage();
    await screen.findByTestId('bid-form');
    expect(fireEvent.keyDown(amountInput(), { key: 'a' })).toBe(false);
    expect(fireEvent.keyDown(amountInput(), { key: '-' })).toBe(false);
    expect(fireEvent.keyDown(amountInput(), { key: '7' })).toBe(true);
    expect(fireEvent.keyDown(amountInput(), { key: '.' })).toBe(true);
    expect(fireEvent.paste(amountInput())).toBe(false);
  });

  it('asks for the shipping address of a physical item first and sends it with the bid', async () => {
    const fetchMock = await openBidPage({ physical_item: makePhysicalItem() });
    const step = await screen.findByTestId('shipping-address-step');
    expect(screen.queryByTestId('bid-form')).toBeNull();
    const continueButton = within(step).getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    expect(continueButton.disabled).toBe(true);
    fireEvent.click(within(step).getByRole('radio', { name: /Ada Collector/ }));
    fireEvent.click(continueButton);

    await screen.findByTestId('bid-form');
    typeAmount('15');
    await payWithCredit();
    fireEvent.click(bidNow());
    await screen.findByTestId('bid-success');
    expect(bidBodies(fetchMock)[0]).toMatchObject({ addressUUID: 'address-1' });
  });

  it('shows the auction terms until accepted, then remembers them under the terms key', async () => {
    await openBidPage({ terms_key: 'golden-rules' });
    const terms = await screen.findByTestId('auction-terms');
    expect(screen.queryByTestId('bid-form')).toBeNull();
    expect(within(terms).getByRole('link', { name: 'Drop rules' }).getAttribute('href')).toMatch(
      /\/drop-rules\/golden-rules$/,
    );
    const continueButton = within(terms).getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    expect(continueButton.disabled).toBe(true);
    fireEvent.click(within(terms).getByRole('checkbox'));
    fireEvent.click(continueButton);
    await screen.findByTestId('bid-form');
    expect(localStorage.getItem('golden-rules_accepted')).toBe('true');
  });

  it.each([
    ['ended', { ends: fromNow(-1) }, 'This auction has ended.'],
    ['sold out', { sold_out: true }, 'This NFT is sold out.'],
  ])('shows an auction that has %s as such, without a bid form', async (_state, auction, message) => {
    await openBidPage({ terms_key: 'golden-rules', ...auction });
    const closed = await screen.findByTestId('empty-state');
    expect(closed.textContent).toContain(message);
    expect(within(closed).getByRole('link', { name: 'Back to the auction' }).getAttribute('href')).toBe(
      '/nft/nft-1/auction-1/auction',
    );
    expect(screen.queryByTestId('auction-terms')).toBeNull();
    expect(screen.queryByTestId('bid-form')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Bid Now' })).toBeNull();
  });

  it('skips terms accepted before', async () => {
    localStorage.setItem('golden-rules_accepted', 'true');
    await openBidPage({ terms_key: 'golden-rules' });
    await screen.findByTestId('bid-form');
    expect(screen.queryByTestId('auction-terms')).toBeNull();
  });
});
