import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeConfig, makeMe } from '../../../testing/fixtures';
import { callsTo, mockApi, Reply } from '../../../testing/mock-api';
import { makeEdition, makeNftDetail } from '../../../testing/nft-fixtures';
import { renderAt } from '../../../testing/render';
import { setLoggedInCookie } from '../../../testing/session';

const PAGE = '/nft/nft-1/marketplace-auction';
const EDITIONS = '/api/nft/marketplace/nft-1';

const nft = makeNftDetail({
  quantity: 50,
  stats: { nfts: 40, editions: 3, owners: 2, floor: 12.5, ath: 40, listings: 2 },
});

type Answers = Parameters<typeof mockApi>[0];

const signedIn = (answers: Answers) => {
  setLoggedInCookie();
  return mockApi({
    'GET /api/config': makeConfig(),
    'POST /api/token/refresh': { id_token: 't1' },
    'GET /api/me': makeMe(),
    'GET /api/inbox/unread': { unread: 0 },
    'GET /api/nft/nft-1': nft,
    ...answers,
  });
};

const editions = {
  total: 3,
  results: [
    makeEdition(9, { price: 12.5, seller: 'seller_one', auction_id: 'resale-9' }),
    makeEdition(2, { price: 30, seller: 'fan_user', auction_id: 'resale-2', is_owner: true }),
    makeEdition(4),
  ],
};

describe('/nft/{nftId}/marketplace-auction', () => {
  it('shows the NFT and its editions, listings first by price: Buy, your listing, Make An Offer', async () => {
    const fetchMock = signedIn({ [`GET ${EDITIONS}`]: editions });
    const { currentPath } = renderAt(PAGE);
    const page = within(await screen.findByTestId('marketplace-auction'));
    expect(page.getByRole('heading', { level: 1 }).textContent).toBe('Golden Hour');
    expect(page.getByText('by DJ Nova')).toBeTruthy();
    expect(page.getByTestId('nft-stats').textContent).toContain('Floor$12.5');
    expect(page.getByTestId('nft-stats').textContent).toContain('Listings2');
    expect(page.queryByTestId('no-listings')).toBeNull();

    const rows = await page.findAllByTestId('edition-row');
    expect(rows.map((row) => row.querySelector('td')?.textContent)).toEqual(['#9', '#2 (yours)', '#4']);
    expect(callsTo(fetchMock, EDITIONS)[0]?.get('ordering')).toBe('price');
    const [listed, own, unlisted] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(own).getByRole('link', { name: 'Your listing' }).getAttribute('href')).toBe(
      '/nft/nft-1/nft-1-2/details',
    );
    expect(within(own).queryByRole('button', { name: /Buy/ })).toBeNull();
    fireEvent.click(within(unlisted).getByRole('button', { name: /Make An Offer/ }));
    expect(currentPath()).toBe('/nft/nft-1/nft-1-4/make-offer');
    expect(within(listed).getByText('seller_one')).toBeTruthy();
  });

  it('takes a buyer to the checkout of the listing', async () => {
    signedIn({ [`GET ${EDITIONS}`]: editions });
    const { currentPath } = renderAt(PAGE);
    // Signed in first (the account menu shows): a visitor's Buy opens the login dialog instead.
    await screen.findByRole('button', { name: 'Account' });
    fireEvent.click(await screen.findByRole('button', { name: 'Buy edition #9' }));
    await waitFor(() => expect(currentPath()).toBe('/nft/nft-1/resale-9/checkout'));
  });

  it('sorts by number and says when nothing is listed', async () => {
    mockApi({
      'GET /api/config': makeConfig(),
      'GET /api/nft/nft-1': makeNftDetail(),
      [`GET ${EDITIONS}`]: (url: URL) =>
        url.searchParams.get('ordering') === 'sequence'
          ? { total: 1, results: [makeEdition(1)] }
          : { total: 0, results: [] },
    });
    renderAt(PAGE);
    expect((await screen.findByTestId('no-listings')).textContent).toBe(
      'There are no secondary sale listings yet.',
    );
    const table = within(await screen.findByTestId('market-editions'));
    expect(await table.findByText('There are no secondary sale listings yet.')).toBeTruthy();
    fireEvent.change(table.getByRole('combobox'), { target: { value: 'sequence' } });
    expect(await table.findByTestId('edition-row')).toBeTruthy();
  });

  it('shows a skeleton, then an error with a retry, or Page Not Found for an unknown NFT', async () => {
    mockApi({
      'GET /api/config': makeConfig(),
      'GET /api/nft/nft-1': new Reply(500, { detail: 'Sorry, something went wrong', code: 'internal' }),
    });
    const failing = renderAt(PAGE);
    expect(await screen.findByRole('status', { name: 'Loading NFT' })).toBeTruthy();
    expect(await screen.findByTestId('error-state')).toBeTruthy();
    failing.unmount();

    mockApi({ 'GET /api/config': makeConfig() });
    const { currentPath } = renderAt(PAGE);
    await waitFor(() => expect(currentPath()).toBe('/page-not-found'));
  });
});
