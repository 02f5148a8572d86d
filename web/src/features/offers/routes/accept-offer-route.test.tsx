import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeConfig, makeMe } from '../../../testing/fixtures';
import { mockApi, Reply } from '../../../testing/mock-api';
import { renderAt } from '../../../testing/render';
import { setLoggedInCookie } from '../../../testing/session';
import { makeOffer } from '../test-fixtures';

const PATH = '/nft/nft-a/offer-1/accept';
const OFFER_API = '/api/offers/offer-1';
type Answers = Parameters<typeof mockApi>[0];

const received = (overrides = {}) =>
  makeOffer({
    is_maker: false,
    created_by: { uuid: 'user-2', username: 'bidder_two' },
    amount: 250,
    royalty: 25,
    platform_fee: 6.25,
    seller_receives: 218.75,
    ...overrides,
  });

function openAccept(answers: Answers) {
  setLoggedInCookie();
  const fetchMock = mockApi({
    'GET /api/config': makeConfig(),
    'POST /api/token/refresh': { id_token: 't1' },
    'GET /api/me': makeMe(),
    'GET /api/inbox/unread': { unread: 0 },
    ...answers,
  });
  return { fetchMock, ...renderAt(PATH) };
}

describe('/nft/{nftId}/{offerId}/accept', () => {
  it('shows the amount, the royalty, the platform fee and what the seller receives', async () => {
    openAccept({ [`GET ${OFFER_API}`]: received() });
    const figures = within(await screen.findByTestId('accept-figures'));
    expect(figures.getByTestId('offer-amount').textContent).toBe('$250.00');
    expect(figures.getByTestId('offer-royalty').textContent).toBe('−$25.00');
    expect(figures.getByTestId('offer-platform-fee').textContent).toBe('−$6.25');
    expect(figures.getByTestId('offer-seller-receives').textContent).toBe('$218.75');
    expect(screen.getByText('bidder_two')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go back' }).getAttribute('href')).toBe(
      '/nft/nft-a/nft-a-3/offers',
    );
  });

  it("accepts: 'Offer Accepted', then My Collection (the item is the buyer's now)", async () => {
    const offer = received();
    const { fetchMock, currentPath } = openAccept({
      [`GET ${OFFER_API}`]: offer,
      [`PATCH ${OFFER_API}`]: { message: 'Offer Accepted', offer: { ...offer, status: 2 } },
      'GET /api/nft/mine': { count: 0, next: null, previous: null, results: [] },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Accept Offer' }));
    expect((await screen.findByTestId('toast')).textContent).toContain('Offer Accepted');
    await waitFor(() => expect(currentPath()).toBe('/account/my-collection'));
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ status: 'accept' });
  });

  it("says 'Offer no longer available.' when the accept answers 403", async () => {
    let gone = false;
    openAccept({
      [`GET ${OFFER_API}`]: () =>
        gone ? new Reply(403, { detail: 'Offer no longer available.', code: 'forbidden' }) : received(),
      [`PATCH ${OFFER_API}`]: () => {
        gone = true;
        return new Reply(403, { detail: 'Offer no longer available.', code: 'forbidden' });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Accept Offer' }));
    const page = within(await screen.findByTestId('offer-unavailable'));
    expect(page.getByRole('alert').textContent).toContain('Offer no longer available.');
  });

  it('keeps Accept disabled for an offer that is no longer active', async () => {
    openAccept({ [`GET ${OFFER_API}`]: received({ status: 5 }) });
    expect((await screen.findByTestId('offer-status')).textContent).toContain('Expired');
    expect((screen.getByRole('button', { name: 'Accept Offer' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('sends the maker to Manage Offer', async () => {
    const { currentPath } = openAccept({ [`GET ${OFFER_API}`]: makeOffer() });
    await waitFor(() => expect(currentPath()).toBe('/nft/nft-a/offer-1/manage-offer'));
  });
});
