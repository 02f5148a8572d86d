import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeConfig, makeMe } from '../../../testing/fixtures';
import { mockApi, Reply } from '../../../testing/mock-api';
import { renderAt } from '../../../testing/render';
import { setLoggedInCookie } from '../../../testing/session';
import { makeOffer, makeOfferItem } from '../test-fixtures';

const PATH = '/nft/nft-a/nft-a-3/offers';
const LIST_API = '/api/offers/nft_item/nft-a-3';
type Answers = Parameters<typeof mockApi>[0];

const fromOthers = [
  makeOffer({
    uuid: 'offer-1',
    is_maker: false,
    created_by: { uuid: 'u2', username: 'bidder_two' },
    amount: 40,
  }),
  makeOffer({
    uuid: 'offer-2',
    is_maker: false,
    viewed: true,
    created_by: { uuid: 'u3', username: 'bidder_three' },
    amount: 55.5,
  }),
];

function openOffers(answers: Answers, owner = true) {
  setLoggedInCookie();
  const fetchMock = mockApi({
    'GET /api/config': makeConfig(),
    'POST /api/token/refresh': { id_token: 't1' },
    'GET /api/me': makeMe(),
    'GET /api/inbox/unread': { unread: 0 },
    'GET /api/nft/nft-a/item/nft-a-3': makeOfferItem({ is_owner: owner }),
    'PATCH /api/offers/mark_viewed': { updated: 1 },
    ...answers,
  });
  return { fetchMock, ...renderAt(PATH) };
}

describe('/nft/{nftId}/{nftItemId}/offers', () => {
  it("lists the owner's offers (From, Price, Expires, Made, ACCEPT, DECLINE) and marks the unseen ones viewed", async () => {
    const { fetchMock } = openOffers({ [`GET ${LIST_API}`]: { count: 2, results: fromOthers } });
    const page = within(await screen.findByTestId('item-offers'));
    expect(page.getByRole('heading', { level: 1 }).textContent).toBe('OFFERS');
    expect((await page.findByTestId('offers-count')).textContent).toBe('2 Total Offers');
    const headers = page.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers.slice(0, 4)).toEqual(['From', 'Price', 'Expires', 'Made']);
    const [first] = page.getAllByTestId('offer-row');
    expect(first?.textContent).toContain('bidder_two');
    expect(within(first as HTMLElement).getByTestId('offer-price').textContent).toBe('$40');
    expect(
      within(first as HTMLElement)
        .getByRole('link', { name: 'ACCEPT' })
        .getAttribute('href'),
    ).toBe('/nft/nft-a/offer-1/accept');
    await waitFor(() => {
      const marks = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/offers/mark_viewed'));
      expect(marks.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([{ uuids: ['offer-1'] }]);
    });
  });

  it("says 'Total Offer' for one offer", async () => {
    openOffers({ [`GET ${LIST_API}`]: { count: 1, results: [fromOthers[1]] } });
    expect((await screen.findByTestId('offers-count')).textContent).toBe('1 Total Offer');
  });

  it("declines after asking: 'Offer Declined' and the list reloads", async () => {
    let declined = false;
    const { fetchMock } = openOffers({
      [`GET ${LIST_API}`]: () =>
        declined ? { count: 1, results: [fromOthers[1]] } : { count: 2, results: fromOthers },
      'PATCH /api/offers/offer-1': () => {
        declined = true;
        return { message: 'Offer Declined', offer: { ...fromOthers[0], status: 3 } };
      },
    });
    const [first] = await screen.findAllByTestId('offer-row');
    fireEvent.click(within(first as HTMLElement).getByRole('button', { name: 'DECLINE' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Decline offer' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Decline Offer' }));
    expect((await screen.findByTestId('toast')).textContent).toContain('Offer Declined');
    await waitFor(() => expect(screen.getAllByTestId('offer-row')).toHaveLength(1));
    const patch = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/offers/offer-1'));
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ status: 'decline' });
  });

  it('shows the empty states: the owner has none, a visitor made none', async () => {
    const owner = openOffers({ [`GET ${LIST_API}`]: { count: 0, results: [] } });
    expect((await screen.findByTestId('empty-state')).textContent).toBe(
      'There are no offers on this NFT yet.',
    );
    owner.unmount();
    openOffers({ [`GET ${LIST_API}`]: { count: 0, results: [] } }, false);
    expect((await screen.findByTestId('empty-state')).textContent).toBe(
      'You have not made any offers on any of these NFTs yet',
    );
  });

  it("shows a maker their own offers with Manage, and doesn't mark them viewed", async () => {
    const { fetchMock } = openOffers({ [`GET ${LIST_API}`]: { count: 1, results: [makeOffer()] } }, false);
    const row = within(await screen.findByTestId('offer-row'));
    expect(row.getByRole('link', { name: 'Manage' }).getAttribute('href')).toBe(
      '/nft/nft-a/offer-1/manage-offer',
    );
    expect(row.queryByRole('button', { name: 'DECLINE' })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('mark_viewed'))).toBe(false);
  });

  it('shows an error with a retry when the offers cannot be read', async () => {
    openOffers({
      [`GET ${LIST_API}`]: new Reply(500, { detail: 'Sorry, something went wrong', code: 'internal' }),
    });
    expect(await screen.findByTestId('error-state')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
