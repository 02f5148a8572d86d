import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OwnedItem } from '../../../../../shared/api/schemas/nft';
import { messages } from '../../../../../shared/domain/messages';
import { makeConfig, makeMe } from '../../../testing/fixtures';
import { mockApi, Reply } from '../../../testing/mock-api';
import { makeNftDetail, makeOwnedItem } from '../../../testing/nft-fixtures';
import { makeBalances, makePaymentMethods, RATES } from '../../../testing/payment-fixtures';
import { renderAt } from '../../../testing/render';
import { setLoggedInCookie } from '../../../testing/session';

const ITEM_API = '/api/nft/nft-a/item/nft-a-3';
const GIFT_API = '/api/nft/nft-a-3/gift';

const owned = (overrides: Partial<OwnedItem> = {}) =>
  makeOwnedItem({ id: 'nft-a-3', sequence: 3, is_owner: true, can_gift: true, ...overrides });

type Answers = Parameters<typeof mockApi>[0];
const signedIn = (answers: Answers) => {
  setLoggedInCookie();
  return mockApi({
    'GET /api/config': makeConfig(),
    'POST /api/token/refresh': { id_token: 't1' },
    'GET /api/me': makeMe(),
    'GET /api/inbox/unread': { unread: 0 },
    'GET /api/nft/nft-a': makeNftDetail({ id: 'nft-a', traits: [] }),
    'GET /api/auction/drops': { count: 0, next: null, results: [] },
    'GET /api/payments/payment-methods': makePaymentMethods(),
    'GET /api/billing/balance': makeBalances({ balance: 50 }),
    'GET /api/payments/crypto-rates': RATES,
    ...answers,
  });
};

const posts = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls
    .filter(
      ([input, init]) => init?.method === 'POST' && new URL(String(input), 'http://l').pathname === path,
    )
    .map(([, init]) => JSON.parse(String(init?.body ?? '{}')));

const gift = (status: 'delivered' | 'pending') => ({
  status: 'success',
  data: {
    uuid: 'g1',
    nft_item: 'nft-a-3',
    receiving_user_email: 'friend@example.com',
    status,
    fee: 1,
    created_at: '2026-06-01T12:00:00.000Z',
    reclaimable_at: status === 'pending' ? '2026-07-01T12:00:00.000Z' : null,
  },
});

afterEach(() => window.history.replaceState(null, ''));

describe('/nft/{nftId}/{nftItemId}/gift-nft', () => {
  it("checks the e-mail with the spec's messages, then goes on to the payment", async () => {
    signedIn({ [`GET ${ITEM_API}`]: owned() });
    const { currentPath } = renderAt('/nft/nft-a/nft-a-3/gift-nft');
    const form = within(await screen.findByTestId('gift-email-form'));
    const email = form.getByLabelText('Email');
    const confirm = form.getByLabelText('Confirm email');
    const next = form.getByRole('button', { name: 'Continue' });

    fireEvent.click(next);
    expect(await form.findByText(messages.emailRequired)).toBeTruthy();
    expect(form.getByText(messages.confirmEmailRequired)).toBeTruthy();
    fireEvent.change(email, { target: { value: 'FAN@example.com' } });
    fireEvent.change(confirm, { target: { value: 'fan@example.com' } });
    fireEvent.click(next);
    expect(await form.findByText(messages.giftOwnEmail)).toBeTruthy();
    fireEvent.change(email, { target: { value: 'friend@example.com' } });
    fireEvent.change(confirm, { target: { value: 'other@example.com' } });
    fireEvent.click(next);
    expect(await form.findByText(messages.emailsDoNotMatch)).toBeTruthy();
    fireEvent.change(confirm, { target: { value: 'FRIEND@example.com' } });
    fireEvent.click(next);
    // The in-memory location keeps no navigation state: the payment page was reached, then sent back to a fresh
    // form (the one typed in stays filled while nothing navigates).
    await waitFor(() => expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe(''));
    expect(currentPath()).toBe('/nft/nft-a/nft-a-3/gift-nft');
  });

  it('pays the $1 fee with the chosen method, then shows the destination and Done', async () => {
    const fetchMock = signedIn({ [`GET ${ITEM_API}`]: owned(), [`POST ${GIFT_API}`]: gift('pending') });
    window.history.replaceState({ email: 'friend@example.com' }, '');
    const { currentPath } = renderAt('/nft/nft-a/nft-a-3/gift-nft/payment');
    const payment = within(await screen.findByTestId('gift-payment'));
    expect(payment.getByText('friend@example.com')).toBeTruthy();
    fireEvent.click(payment.getByRole('radio', { name: 'Marketplace Credit' }));
    const send = payment.getByRole('button', { name: 'Send Gift' }) as HTMLButtonElement;
    await waitFor(() => expect(send.disabled).toBe(false));
    fireEvent.click(send);

    await waitFor(() => expect(posts(fetchMock, GIFT_API)).toHaveLength(1));
    expect(posts(fetchMock, GIFT_API)[0]).toMatchObject({
      receiving_user_email: 'friend@example.com',
      payment_method: 2,
      source: 'credit',
      action: 'gift',
    });
    await waitFor(() => expect(currentPath()).toBe('/nft/nft-a/nft-a-3/gift-nft/success'));
  });

  it('shows the destination e-mail and Done to My Collection on /gift-nft/success', async () => {
    signedIn({ [`GET ${ITEM_API}`]: owned() });
    window.history.replaceState({ email: 'friend@example.com', status: 'pending' }, '');
    renderAt('/nft/nft-a/nft-a-3/gift-nft/success');
    const success = within(await screen.findByTestId('gift-success'));
    expect(success.getByTestId('gift-destination').textContent).toBe('friend@example.com');
    expect(success.getByTestId('gift-pending-note')).toBeTruthy();
    expect(success.getByRole('link', { name: 'Done' }).getAttribute('href')).toBe('/account/my-collection');
  });

  it("says 'This NFT is not available for gift' when can_gift is false", async () => {
    signedIn({ [`GET ${ITEM_API}`]: owned({ can_gift: false }) });
    renderAt('/nft/nft-a/nft-a-3/gift-nft');
    expect((await screen.findByTestId('gift-not-available')).textContent).toContain(
      messages.giftNotAvailable,
    );
    expect(screen.queryByTestId('gift-email-form')).toBeNull();
  });

  it('shows a refused payment in place and lets the giver choose again', async () => {
    signedIn({
      [`GET ${ITEM_API}`]: owned(),
      [`POST ${GIFT_API}`]: new Reply(400, { detail: messages.paymentFailed, code: 'payment_declined' }),
    });
    window.history.replaceState({ email: 'friend@example.com' }, '');
    renderAt('/nft/nft-a/nft-a-3/gift-nft/payment');
    const payment = within(await screen.findByTestId('gift-payment'));
    fireEvent.click(payment.getByRole('radio', { name: 'Marketplace Credit' }));
    const send = payment.getByRole('button', { name: 'Send Gift' }) as HTMLButtonElement;
    await waitFor(() => expect(send.disabled).toBe(false));
    fireEvent.click(send);
    expect(await payment.findByText(messages.paymentFailed)).toBeTruthy();
    expect(screen.queryByTestId('gift-success')).toBeNull();
  });

  it('sends /gift-nft/success without an address back to /gift-nft', async () => {
    signedIn({ [`GET ${ITEM_API}`]: owned() });
    renderAt('/nft/nft-a/nft-a-3/gift-nft/success');
    expect(await screen.findByTestId('gift-email-form')).toBeTruthy();
  });
});
