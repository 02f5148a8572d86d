import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuctionDetail } from '../../../../../shared/api/schemas/bids';
import { AuctionType } from '../../../../../shared/domain/enums';
import { makeAuctionDetail, makeBidPlaced, makePhysicalItem } from '../../../testing/auction-fixtures';
import { fromNow, makeConfig, makeMe } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mock-api';
import { renderAt } from '../../../testing/render';
import { setLoggedInCookie } from '../../../testing/session';

const placed = makeBidPlaced('placed', 12.34);

async function openPreQualifiedBid(auction: Partial<AuctionDetail> = {}) {
  setLoggedInCookie();
  const fetchMock = mockApi({
    'GET /api/config': makeConfig(),
    'POST /api/token/refresh': { id_token: 't1' },
    'GET /api/me': makeMe(),
    'GET /api/auction/auction-1': makeAuctionDetail({
      auction_type: AuctionType.preQualified,
      starts: fromNow(-1),
      ends: fromNow(24),
      ...auction,
    }),
    'POST /api/auction/auction-1/bid': (_url: URL, init?: RequestInit) =>
      (JSON.parse(String(init?.body)) as { validate?: boolean }).validate
        ? { valid: true, minimum: 1 }
        : placed,
  });
  renderAt('/nft/nft-1/auction-1/pre-qualified-bid');
  await screen.findByTestId('auction-bid');
  return fetchMock;
}

const bidNow = () => screen.getByRole('button', { name: 'Bid Now' }) as HTMLButtonElement;
const amountInput = () => screen.getByLabelText('Your bid (USD)') as HTMLInputElement;

describe('PreQualifiedBidRoute', () => {
  it('bids without address or payment once the bidding terms are ticked, cutting decimals to 2', async () => {
    const fetchMock = await openPreQualifiedBid({ physical_item: makePhysicalItem(), price: 0 });
    await screen.findByTestId('pre-qualified-bid-form');
    expect(screen.queryByTestId('shipping-address-step')).toBeNull();
    expect(screen.queryByTestId('payment-method-selector')).toBeNull();

    fireEvent.change(amountInput(), { target: { value: '0.5' } });
    expect(screen.getByRole('alert').textContent).toBe('Bid should be equal to or more then $1.00');
    fireEvent.change(amountInput(), { target: { value: '12.349' } });
    expect(amountInput().value).toBe('12.34');
    expect(bidNow().disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /bidding terms/ }));
    await waitFor(() => expect(bidNow().disabled).toBe(false));
    fireEvent.click(bidNow());

    await screen.findByRole('heading', { name: 'Your bid has been placed' });
    const bids = fetchMock.mock.calls
      .filter(([url, init]) => String(url).endsWith('/auction/auction-1/bid') && init?.method === 'POST')
      .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>)
      .filter((body) => !body.validate);
    expect(bids).toEqual([{ auction: 'auction-1', bidValue: 12.34, updateBid: false }]);
  });

  it('shows the pre-qualified-only modal to a user who may not bid', async () => {
    await openPreQualifiedBid({ is_able_to_bid: false });
    const modal = await screen.findByTestId('pre-qualified-only');
    expect(modal.textContent).toContain('Only pre-qualified bidders may bid on this auction.');
    expect(within(modal).getByRole('link', { name: 'Back to the auction' }).getAttribute('href')).toBe(
      '/nft/nft-1/auction-1/auction',
    );
    expect(screen.queryByRole('button', { name: 'Bid Now' })).toBeNull();
  });
});
