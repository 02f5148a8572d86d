import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuctionType } from '../../../../../shared/domain/enums';
import { makeAuctionDetail } from '../../../testing/auction-fixtures';
import { fromNow, makeConfig, makeMe } from '../../../testing/fixtures';
import { callsTo, mockApi } from '../../../testing/mock-api';
import { makeNftDetail } from '../../../testing/nft-fixtures';
import { makeBalances, makePaymentMethods, RATES } from '../../../testing/payment-fixtures';
import { renderAt } from '../../../testing/render';
import { setLoggedInCookie } from '../../../testing/session';
import { makeStorefrontNftCard } from '../testing/creator-fixtures';

const storefrontNft = (overrides = {}) => ({
  ...makeStorefrontNftCard({ auction_id: 'sf-auction', ...overrides }),
  description: '',
  traits: [],
  royalty: 5,
});

const open = (nft: ReturnType<typeof storefrontNft>, path = '/nft/nft-9/storefront/checkout') => {
  setLoggedInCookie();
  const fetchMock = mockApi({
    'GET /api/config': makeConfig({ creatorsEnabled: true }),
    'POST /api/token/refresh': { id_token: 't1' },
    'GET /api/me': makeMe(),
    'GET /api/storefront_nft/nft-9': nft,
    'GET /api/auction/sf-auction': makeAuctionDetail({
      id: 'sf-auction',
      auction_type: AuctionType.fixedPrice,
      price: 25,
      starts: fromNow(-1),
      ends: fromNow(24),
    }),
    'GET /api/nft/nft-9': makeNftDetail({ id: 'nft-9', title: 'Analytical Engine', auction: null }),
    'GET /api/payments/payment-methods': makePaymentMethods(),
    'GET /api/billing/balance': makeBalances({ balance: 30 }),
    'GET /api/payments/crypto-rates': RATES,
  });
  const { currentPath } = renderAt(path);
  return { fetchMock, currentPath };
};

describe('/nft/{nftId}/storefront/checkout', () => {
  it("is the Buy Now checkout of the creator's listing", async () => {
    const { fetchMock } = open(storefrontNft());
    expect(await screen.findByTestId('buy-now')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/auction/sf-auction').length).toBeGreaterThan(0);
  });

  it('says when the NFT is not on sale', async () => {
    const { fetchMock } = open(storefrontNft({ sold_out: true }));
    expect((await screen.findByTestId('empty-state')).textContent).toContain('This NFT is not on sale.');
    await waitFor(() => expect(callsTo(fetchMock, '/api/auction/sf-auction')).toHaveLength(0));
  });
});

describe('/nft/{nftId}/storefront/auction', () => {
  it("is the auction page of the creator's listing", async () => {
    const { fetchMock } = open(storefrontNft(), '/nft/nft-9/storefront/auction');
    expect(await screen.findByTestId('auction-action')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/auction/sf-auction').length).toBeGreaterThan(0);
  });

  it("sends Buy Now to the storefront's own checkout", async () => {
    const { currentPath } = open(storefrontNft(), '/nft/nft-9/storefront/auction');
    const button = within(await screen.findByTestId('auction-action')).getByRole('button', {
      name: 'Buy Now',
    });
    await waitFor(() => {
      fireEvent.click(button);
      expect(currentPath()).toBe('/nft/nft-9/storefront/checkout');
    });
  });
});
