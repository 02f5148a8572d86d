import { createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeConfig, makeMe } from '../../../testing/fixtures';
import { mockApi, Reply } from '../../../testing/mock-api';
import { makeNftDetail } from '../../../testing/nft-fixtures';
import { makeBalances, makePaymentMethods, RATES } from '../../../testing/payment-fixtures';
import { renderAt } from '../../../testing/render';
import { setLoggedInCookie } from '../../../testing/session';
import { makeOfferItem } from '../test-fixtures';

const PATH = '/nft/nft-a/nft-a-3/make-offer';
type Answers = Parameters<typeof mockApi>[0];

const base = (answers: Answers = {}): Answers => ({
  'GET /api/config': makeConfig(),
  'GET /api/nft/nft-a': makeNftDetail({ id: 'nft-a', traits: [] }),
  'GET /api/nft/nft-a/item/nft-a-3': makeOfferItem(),
  ...answers,
});

async function openSignedIn(answers: Answers = {}) {
  setLoggedInCookie();
  const fetchMock = mockApi(
    base({
      'POST /api/token/refresh': { id_token: 't1' },
      'GET /api/me': makeMe(),
      'GET /api/inbox/unread': { unread: 0 },
      'GET /api/payments/payment-methods': makePaymentMethods(),
      'GET /api/billing/balance': makeBalances({ balance: 50 }),
      'GET /api/payments/crypto-rates': RATES,
      ...answers,
    }),
  );
  const rendered = renderAt(PATH);
  await screen.findByTestId('make-offer');
  return { fetchMock, ...rendered };
}

const amountInput = () => screen.getByLabelText('Your offer (USD)') as HTMLInputElement;
const makeOfferButton = () => screen.getByRole('button', { name: 'Make Offer' }) as HTMLButtonElement;
const choose = (label: string) => fireEvent.click(screen.getByRole('radio', { name: label }));

describe('/nft/{nftId}/{nftItemId}/make-offer', () => {
  it('takes a numeric amount of at least $1: letters are ignored, paste is blocked, below $1 is an error', async () => {
    await openSignedIn();
    fireEvent.change(amountInput(), { target: { value: 'abc' } });
    expect(amountInput().value).toBe('');
    fireEvent.change(amountInput(), { target: { value: '12.345' } });
    expect(amountInput().value).toBe('');

    const paste = createEvent.paste(amountInput(), { clipboardData: { getData: () => '25' } });
    fireEvent(amountInput(), paste);
    expect(paste.defaultPrevented).toBe(true);
    const letter = createEvent.keyDown(amountInput(), { key: 'e' });
    fireEvent(amountInput(), letter);
    expect(letter.defaultPrevented).toBe(true);

    fireEvent.change(amountInput(), { target: { value: '0.99' } });
    expect(screen.getByRole('alert').textContent).toBe('Minimum offer is $1');
    choose('Marketplace Credit');
    expect(makeOfferButton().disabled).toBe(true);

    fireEvent.change(amountInput(), { target: { value: '1' } });
    expect(screen.queryByText('Minimum offer is $1')).toBeNull();
    await waitFor(() => expect(makeOfferButton().disabled).toBe(false));
  });

  it("says 'Choose another payment method' when the chosen balance is below the amount", async () => {
    await openSignedIn();
    choose('Marketplace Credit');
    fireEvent.change(amountInput(), { target: { value: '75' } });
    expect((await screen.findByTestId('choose-another-method')).textContent).toBe(
      'Choose another payment method',
    );
    expect(makeOfferButton().disabled).toBe(true);

    fireEvent.change(amountInput(), { target: { value: '50' } });
    await waitFor(() => expect(screen.queryByTestId('choose-another-method')).toBeNull());
    expect(makeOfferButton().disabled).toBe(false);
  });

  it('confirms (with a way back), posts the offer with an Idempotency-Key and shows Offer Submitted', async () => {
    const posts: { body: unknown; key: string | null }[] = [];
    await openSignedIn({
      'GET /api/payments/card_fee': { fee: 0.88 },
      'POST /api/offers/': (_url: URL, init?: RequestInit) => {
        posts.push({
          body: JSON.parse(String(init?.body)),
          key: new Headers(init?.headers).get('idempotency-key'),
        });
        return { results: { redirect_url: null }, data: { amount: 20, uuid: 'offer-9' } };
      },
    });
    choose('Credit card / Debit card');
    fireEvent.change(amountInput(), { target: { value: '20' } });
    // The card's fee is held on top, as for a bid.
    await waitFor(() => expect(makeOfferButton().disabled).toBe(false));
    expect(screen.getByTestId('payment-total').textContent).toBe('$20.88');
    fireEvent.click(makeOfferButton());

    const confirm = within(await screen.findByTestId('confirm-offer'));
    expect(confirm.getByRole('heading', { level: 1 }).textContent).toBe('Confirm Offer');
    expect(confirm.getByTestId('confirm-amount').textContent).toBe('$20.00');
    expect(confirm.getByTestId('confirm-total').textContent).toBe('$20.88');
    expect(confirm.getByTestId('confirm-method').textContent).toBe('Visa •••• 4242');
    fireEvent.click(confirm.getByRole('button', { name: 'Back' }));
    expect(amountInput().value).toBe('20');
    fireEvent.click(makeOfferButton());
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm Offer' }));

    const submitted = within(await screen.findByTestId('offer-submitted'));
    expect(submitted.getByRole('heading', { level: 1 }).textContent).toBe('Offer Submitted');
    expect(submitted.getByRole('link', { name: 'Manage' }).getAttribute('href')).toBe(
      '/nft/nft-a/offer-9/manage-offer',
    );
    // No traits: back to the marketplace auction page.
    expect(submitted.getByRole('link', { name: 'Go back' }).getAttribute('href')).toBe(
      '/nft/nft-a/marketplace-auction',
    );
    expect(posts).toEqual([
      {
        body: { nft_item: 'nft-a-3', amount: 20, payment_method: 1, card_id: 'card-1' },
        key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
  });

  it("shows the server's refusal on the confirm step (an owner's 403) and goes back to the generative auction", async () => {
    await openSignedIn({
      'GET /api/nft/nft-a': makeNftDetail({
        id: 'nft-a',
        auction: null,
      }),
      'GET /api/nft/nft-a/item/nft-a-3': makeOfferItem({ sold_at: { id: 'listing-4', price: 90 } }),
      'POST /api/offers/': new Reply(403, {
        detail: 'You cannot make an offer on your own NFT.',
        code: 'forbidden',
      }),
    });
    choose('Marketplace Credit');
    fireEvent.change(amountInput(), { target: { value: '10' } });
    await waitFor(() => expect(makeOfferButton().disabled).toBe(false));
    expect(screen.getByRole('link', { name: 'Go back' }).getAttribute('href')).toBe(
      '/nft/nft-a/nft-a-3/listing-4/generative-auction',
    );
    fireEvent.click(makeOfferButton());
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm Offer' }));
    expect((await screen.findByTestId('form-error')).textContent).toBe(
      'You cannot make an offer on your own NFT.',
    );
    expect(screen.getByTestId('confirm-offer')).toBeTruthy();
  });

  it('tells the owner they cannot offer on their own item', async () => {
    await openSignedIn({ 'GET /api/nft/nft-a/item/nft-a-3': makeOfferItem({ is_owner: true }) });
    expect(screen.getByTestId('own-item').textContent).toBe('You cannot make an offer on your own NFT.');
    expect(screen.queryByLabelText('Your offer (USD)')).toBeNull();
  });

  it('asks a visitor to log in, coming back here', async () => {
    mockApi(base());
    renderAt(PATH);
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
    expect(screen.getByText('Log in to make an offer on this NFT.')).toBeTruthy();
    expect(screen.queryByLabelText('Your offer (USD)')).toBeNull();
  });

  it('shows an error with a retry when the item cannot be read', async () => {
    setLoggedInCookie();
    mockApi(
      base({
        'POST /api/token/refresh': { id_token: 't1' },
        'GET /api/me': makeMe(),
        'GET /api/nft/nft-a/item/nft-a-3': new Reply(500, {
          detail: 'Sorry, something went wrong',
          code: 'internal',
        }),
      }),
    );
    renderAt(PATH);
    expect(await screen.findByTestId('error-state')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
