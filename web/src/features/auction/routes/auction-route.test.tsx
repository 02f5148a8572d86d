import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuctionDetail } from '../../../../../shared/api/schemas/bids';
import { AuctionType, DutchAuctionState } from '../../../../../shared/domain/enums';
import { makeAuctionDetail, makeBid } from '../../../testing/auction-fixtures';
import { makeConfig, makeMe } from '../../../testing/fixtures';
import { callsTo, mockApi, Reply } from '../../../testing/mock-api';
import { makeNftDetail } from '../../../testing/nft-fixtures';
import { renderAt } from '../../../testing/render';
import { setLoggedInCookie } from '../../../testing/session';
import { makeEdition } from '../test-fixtures';

type Answers = Parameters<typeof mockApi>[0];

const AUCTION_PATH = '/nft/nft-1/auction-1/auction';

/** An ISO time `hours` from the real clock (the page's countdowns follow it). */
const fromNow = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString();

function answersFor(auction: Partial<AuctionDetail>, extra: Answers = {}): Answers {
  return {
    'GET /api/config': makeConfig(),
    'GET /api/auction/auction-1': makeAuctionDetail({ starts: fromNow(-1), ends: fromNow(24), ...auction }),
    'GET /api/auction/auction-1/bids': [],
    'GET /api/nft/nft-1': makeNftDetail(),
    'GET /api/nft/marketplace/nft-1': { total: 0, results: [] },
    'GET /api/auction/drops/drop-1/auctions': [],
    ...extra,
  };
}

/** Opens the auction page as a visitor, or `as` a signed-in user. */
function openAuction(
  auction: Partial<AuctionDetail> = {},
  extra: Answers = {},
  as?: Record<string, unknown>,
) {
  if (as) setLoggedInCookie();
  const fetchMock = mockApi({
    ...answersFor(auction, extra),
    ...(as ? { 'POST /api/token/refresh': { id_token: 't1' }, 'GET /api/me': makeMe(as) } : {}),
  });
  return { fetchMock, ...renderAt(AUCTION_PATH) };
}

const page = () => screen.findByTestId('auction-page');
const action = async () => within(await screen.findByTestId('auction-action'));

describe('AuctionRoute', () => {
  it('shows the header, the price with zero gas fees, About this NFT and the empty sections', async () => {
    openAuction({ amex_only: true, nft: { ...makeAuctionDetail().nft, has_vault: 'limited' } });
    const detail = within(await page());
    expect(detail.getByRole('heading', { level: 1, name: 'Golden Hour' })).toBeTruthy();
    expect(detail.getByText('by DJ Nova')).toBeTruthy();
    expect(detail.getByTestId('edition-badge').textContent).toBe('Edition: 1');
    expect(detail.getByTestId('timed-label').getAttribute('data-kind')).toBe('ends-in');
    expect(detail.getByTestId('price').textContent).toBe('$10');
    expect(detail.getByText('* zero gas fees')).toBeTruthy();
    expect(detail.getByTestId('amex-only').textContent).toBe(
      'This nft can only be purchased with an amex card',
    );
    expect(detail.getByRole('heading', { name: 'About this NFT' })).toBeTruthy();
    expect(detail.getByTestId('trait').textContent).toContain('12.50% have this trait (5)');
    expect(await detail.findByText('There are no secondary sale listings yet.')).toBeTruthy();
    expect(await detail.findByText('No editions have been sold yet.')).toBeTruthy();
    expect(await detail.findByText('No bids yet')).toBeTruthy();
    fireEvent.click(detail.getByRole('button', { name: 'Limited Vault Content' }));
    expect(within(await screen.findByRole('dialog')).getByText('Limited Vault Content')).toBeTruthy();
  });

  it("shows a Dutch auction's current price, state, floor price and next reduction countdown", async () => {
    openAuction({
      auction_type: AuctionType.dutch,
      price: 80,
      floor_price: 50,
      reduction_amount: 10,
      dutch_state: DutchAuctionState.inProgress,
      interval: { next_run: fromNow(2), every: 1, period: 'hours' },
      refresh_at: fromNow(2),
    });
    const box = within(await screen.findByTestId('price-box'));
    expect(box.getByText('Current price')).toBeTruthy();
    expect(box.getByTestId('price').textContent).toBe('$80');
    expect(box.getByTestId('dutch-state').textContent).toBe('Price dropping');
    expect(box.getByTestId('floor-price').textContent).toBe('$50');
    expect(box.getByTestId('reduction-amount').textContent).toBe('$10');
    expect(within(box.getByTestId('next-reduction')).getByTestId('countdown')).toBeTruthy();
    expect((await action()).getByRole('button', { name: 'Buy Now' })).toBeTruthy();
  });

  it('shows a Dutch auction at its floor without a next reduction', async () => {
    openAuction({
      auction_type: AuctionType.dutch,
      price: 50,
      floor_price: 50,
      reduction_amount: 10,
      dutch_state: DutchAuctionState.reachedFloorPrice,
      interval: { next_run: null, every: 1, period: 'hours' },
    });
    const box = within(await screen.findByTestId('price-box'));
    expect(box.getByTestId('dutch-state').textContent).toBe('Reached floor price');
    expect(box.queryByTestId('next-reduction')).toBeNull();
  });

  it('reloads the auction at refresh_at', async () => {
    let calls = 0;
    openAuction(
      {},
      {
        'GET /api/auction/auction-1': () => {
          calls += 1;
          return makeAuctionDetail({
            starts: fromNow(-1),
            ends: fromNow(24),
            refresh_at: calls === 1 ? new Date(Date.now() + 50).toISOString() : null,
          });
        },
      },
    );
    await page();
    await waitFor(() => expect(calls).toBe(2));
  });

  it('asks a visitor to log in before bidding and shows the bid figures', async () => {
    openAuction({ highest_bid: 25, lowest_bid_to_beat: 26 });
    const box = within(await screen.findByTestId('price-box'));
    expect(box.getByTestId('highest-bid').textContent).toBe('$25');
    expect(box.getByTestId('lowest-bid').textContent).toBe('$26');
    fireEvent.click((await action()).getByRole('button', { name: 'Place a Bid' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('offers Update Bid to a bidder and goes to the bid page', async () => {
    const { currentPath } = openAuction({ last_bid: 30 }, {}, {});
    expect((await screen.findByTestId('your-bid')).textContent).toBe('$30');
    const button = (await action()).getByRole('button', { name: 'Update Bid' });
    await waitFor(() => {
      fireEvent.click(button);
      expect(currentPath()).toBe('/nft/nft-1/auction-1/bid');
    });
  });

  it('hides the highest bid of a running silent auction and says the bids are hidden', async () => {
    openAuction({ auction_type: AuctionType.silent, highest_bid: 25, last_bid: 20 }, {}, {});
    expect(await screen.findByTestId('hidden-bids')).toBeTruthy();
    expect(screen.queryByTestId('highest-bid')).toBeNull();
    expect((await screen.findByTestId('your-bid')).textContent).toBe('$20');
  });

  it('shows the pre-qualified bidders only modal to a user off the list', async () => {
    openAuction({ auction_type: AuctionType.preQualified, is_able_to_bid: false }, {}, {});
    const button = (await action()).getByRole('button', { name: 'Place a Bid' });
    await waitFor(() => {
      fireEvent.click(button);
      expect(screen.getByRole('dialog', { name: 'Pre-qualified bidders only' })).toBeTruthy();
    });
  });

  it('sends a pre-qualified bidder to the pre-qualified bid page', async () => {
    const { currentPath } = openAuction({ auction_type: AuctionType.preQualified }, {}, {});
    const button = (await action()).getByRole('button', { name: 'Place a Bid' });
    await waitFor(() => {
      fireEvent.click(button);
      expect(currentPath()).toBe('/nft/nft-1/auction-1/pre-qualified-bid');
    });
  });

  it('asks an unverified user to verify the e-mail before buying', async () => {
    const { currentPath } = openAuction(
      { auction_type: AuctionType.fixedPrice },
      {},
      { email_verified: false },
    );
    const button = (await action()).getByRole('button', { name: 'Buy Now' });
    await waitFor(() => {
      fireEvent.click(button);
      expect(screen.getByRole('dialog')).toBeTruthy();
    });
    expect(currentPath()).toBe(AUCTION_PATH);
  });

  it('sends a verified buyer to the checkout', async () => {
    const { currentPath } = openAuction({ auction_type: AuctionType.fixedPrice }, {}, {});
    const button = (await action()).getByRole('button', { name: 'Buy Now' });
    await waitFor(() => {
      fireEvent.click(button);
      expect(currentPath()).toBe('/nft/nft-1/auction-1/checkout');
    });
  });

  it('shows the coming soon text before the start', async () => {
    openAuction({ starts: fromNow(2), coming_soon_text: 'Doors open at noon' });
    expect((await screen.findByTestId('coming-soon-text')).textContent).toBe('Doors open at noon');
    expect(screen.getByTestId('timed-label').getAttribute('data-kind')).toBe('live-in');
  });

  it.each([
    ['before the start', { starts: fromNow(2) }],
    ['after the end', { starts: fromNow(-5), ends: fromNow(-1) }],
    ['when sold out', { sold_out: true, available_quantity: 0 }],
  ])('disables Buy Now %s', async (_, overrides) => {
    openAuction({ auction_type: AuctionType.fixedPrice, ...overrides });
    expect(((await action()).getByRole('button', { name: 'Buy Now' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('disables Buy Now at the per-account limit and says so', async () => {
    openAuction({ auction_type: AuctionType.fixedPrice, reached_purchase_limit: true }, {}, {});
    const buttons = await action();
    expect((buttons.getByRole('button', { name: 'Buy Now' }) as HTMLButtonElement).disabled).toBe(true);
    expect(buttons.getByTestId('purchase-limit').textContent).toBe(
      'You have purchased the maximum available per account for this NFT',
    );
  });

  it('links an external auction to its site in a new tab', async () => {
    openAuction({
      auction_type: AuctionType.external,
      external_url: 'https://example.com/drop',
      button_title: 'Buy on Example',
    });
    const link = (await action()).getByRole('link', { name: 'Buy on Example' });
    expect(link.getAttribute('href')).toBe('https://example.com/drop');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('claims a free NFT, shows the success modal and reads the NFT and its editions again', async () => {
    const { fetchMock } = openAuction(
      { auction_type: AuctionType.giveaway, price: 0 },
      {
        'POST /api/auction/auction-1/claim': {
          status: 'claimed',
          item: { id: 'nft-1-4', nft_id: 'nft-1', edition: 4 },
        },
      },
      {},
    );
    const readsOf = (path: string) => callsTo(fetchMock, path).length;
    const button = (await action()).getByRole('button', { name: 'Claim' });
    await screen.findByText('No editions have been sold yet.');
    await screen.findByText('There are no secondary sale listings yet.');
    const before = { nft: readsOf('/api/nft/nft-1'), editions: readsOf('/api/nft/marketplace/nft-1') };
    await waitFor(() => {
      fireEvent.click(button);
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST' && init.body === '{}')).toBe(
        true,
      );
    });
    const dialog = within(await screen.findByRole('dialog', { name: 'NFT claimed' }));
    expect(dialog.getByText("You've added a new NFT to Your Collection!")).toBeTruthy();
    expect(dialog.getByRole('link', { name: 'Go to My Collection' }).getAttribute('href')).toContain(
      '/account/my-collection',
    );
    await waitFor(() => expect(readsOf('/api/nft/marketplace/nft-1')).toBeGreaterThan(before.editions));
    expect(readsOf('/api/nft/nft-1')).toBeGreaterThan(before.nft);
  });

  it('claims again with the same Idempotency-Key after a 500, and ends the attempt once claimed', async () => {
    let claims = 0;
    const { fetchMock } = openAuction(
      { auction_type: AuctionType.giveaway, price: 0 },
      {
        'POST /api/auction/auction-1/claim': () =>
          claims++ === 0
            ? new Reply(500, { detail: 'Sorry, something went wrong' })
            : { status: 'claimed', item: { id: 'nft-1-4', nft_id: 'nft-1', edition: 4 } },
      },
      {},
    );
    const claimButton = async () => (await action()).getByRole('button', { name: 'Claim' });
    fireEvent.click(await claimButton());
    await waitFor(() => expect(claims).toBe(1));
    await waitFor(async () => expect((await claimButton()).hasAttribute('disabled')).toBe(false));
    fireEvent.click(await claimButton());
    await screen.findByRole('dialog', { name: 'NFT claimed' });

    const keys = fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST' && String(init.body) === '{}')
      .map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(Object.keys(sessionStorage).filter((name) => name.startsWith('attempt_key:'))).toEqual([]);
  });

  it('shows 5 bids, then all with View All and 5 again with View Less', async () => {
    const bids = Array.from({ length: 7 }, (_, i) => makeBid(i + 1));
    openAuction({}, { 'GET /api/auction/auction-1/bids': bids });
    const board = within(await screen.findByTestId('bid-leaderboard'));
    await waitFor(() => expect(board.getAllByTestId('bid-row')).toHaveLength(5));
    fireEvent.click(board.getByRole('button', { name: 'View All' }));
    expect(board.getAllByTestId('bid-row')).toHaveLength(7);
    fireEvent.click(board.getByRole('button', { name: 'View Less' }));
    expect(board.getAllByTestId('bid-row')).toHaveLength(5);
  });

  it('congratulates the winner of an ended auction and opens How to bid', async () => {
    openAuction(
      { starts: fromNow(-48), ends: fromNow(-1) },
      { 'GET /api/auction/auction-1/bids': [makeBid(1, { is_own: true, is_winning: true }), makeBid(2)] },
      {},
    );
    expect(await screen.findByRole('dialog', { name: 'Congratulations!' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click((await action()).getByRole('button', { name: 'How to bid' }));
    expect(await screen.findByRole('dialog', { name: 'How to bid' })).toBeTruthy();
  });

  it('writes one price one way on the whole page: compact from $1,000', async () => {
    const price = 1234.5;
    openAuction(
      { price, highest_bid: price, lowest_bid_to_beat: price },
      {
        'GET /api/auction/auction-1/bids': [makeBid(1, { amount: price })],
        'GET /api/nft/nft-1': makeNftDetail({
          stats: { nfts: 40, editions: 1, owners: 1, floor: price, ath: price, listings: 1 },
        }),
        'GET /api/nft/marketplace/nft-1': {
          total: 1,
          results: [makeEdition(2, { price, seller: 'seller_one', auction_id: 'listing-2' })],
        },
        'GET /api/auction/drops/drop-1/auctions': [
          makeAuctionDetail({ id: 'auction-2', title: 'Other', price }),
        ],
      },
    );
    const detail = within(await page());
    await detail.findByTestId('bid-row');
    await detail.findAllByTestId('edition-row');
    await detail.findByTestId('more-card');
    expect(detail.getByTestId('price').textContent).toBe('$1.2K');
    expect(detail.getByTestId('highest-bid').textContent).toBe('$1.2K');
    expect(detail.getByTestId('lowest-bid').textContent).toBe('$1.2K');
    const written = (document.body.textContent ?? '').match(/\$[\d,.]+K?/g) ?? [];
    // The price box's three, the bid, the listing, the edition, floor and ATH, the other auction's card.
    expect(written).toHaveLength(9);
    expect(new Set(written)).toEqual(new Set(['$1.2K']));
  });

  it("shows the creator's other auctions in chunks of 4 with their images, without this one", async () => {
    const others = Array.from({ length: 6 }, (_, i) =>
      makeAuctionDetail({ id: `auction-${i + 2}`, title: `Other ${i + 2}` }),
    );
    openAuction({}, { 'GET /api/auction/drops/drop-1/auctions': [makeAuctionDetail(), ...others] });
    const more = within(await screen.findByTestId('more-by-creator'));
    expect(more.getAllByTestId('more-card')).toHaveLength(4);
    expect(more.getByRole('img', { name: 'Other 2' }).getAttribute('src')).toBe('/a.jpg');
    expect(more.queryByText('Golden Hour')).toBeNull();
    fireEvent.click(more.getByRole('button', { name: 'Show More' }));
    expect(more.getAllByTestId('more-card')).toHaveLength(6);
    expect(more.queryByRole('button', { name: 'Show More' })).toBeNull();
  });

  it('goes to Page Not Found for an unknown auction', async () => {
    mockApi({
      ...answersFor({}),
      'GET /api/auction/auction-1': new Reply(404, { detail: 'Not found.', code: 'not_found' }),
      'GET /api/redirects': [],
    });
    const { currentPath } = renderAt(AUCTION_PATH);
    await waitFor(() => expect(currentPath()).toBe('/page-not-found'));
  });

  it('shows an error with Try again when the auction cannot be read', async () => {
    mockApi({
      ...answersFor({}),
      'GET /api/auction/auction-1': new Reply(500, { detail: 'Server down.', code: 'server_error' }),
    });
    renderAt(AUCTION_PATH);
    expect((await screen.findByTestId('error-state')).textContent).toContain('Server down.');
  });

  it("opens the storefront page on the NFT's primary-sale auction", async () => {
    mockApi(
      answersFor(
        {},
        { 'GET /api/nft/nft-1': makeNftDetail({ auction: { ...makeAuctionDetail(), interval: null } }) },
      ),
    );
    renderAt('/nft/nft-1/storefront/auction');
    expect(within(await page()).getByRole('heading', { level: 1, name: 'Golden Hour' })).toBeTruthy();
  });

  it('says when the NFT of a storefront page is not on sale', async () => {
    mockApi(answersFor({}));
    renderAt('/nft/nft-1/storefront/auction');
    expect((await screen.findByTestId('empty-state')).textContent).toBe('This NFT is not on sale.');
  });
});
