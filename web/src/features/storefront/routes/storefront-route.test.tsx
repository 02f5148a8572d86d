import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeConfig } from '../../../testing/fixtures';
import { callsTo, mockApi, Reply } from '../../../testing/mock-api';
import { renderAt } from '../../../testing/render';
import { makeEarnings, makeOwnerNft, openStorefrontPage } from '../testing/storefront-fixtures';

const listing = {
  auction_id: 'auction-1',
  price: 25,
  quantity: 4,
  starts: '2026-03-10T12:00:00.000Z',
  ends: null,
};

describe('/storefront', () => {
  it("is a creator's dashboard with a valid claim: earnings, then drafts, minted and listed NFTs", async () => {
    await openStorefrontPage('/storefront', 'My Storefront', {
      'GET /api/storefront/earnings': makeEarnings({ balance: 45, available: 22.5 }),
      'GET /api/storefront/nfts': {
        results: [
          makeOwnerNft({ uuid: 'd1', title: 'Sketch' }),
          makeOwnerNft({ uuid: 'm1', title: 'Fresh mint', status: 'minted', nft_id: 'n1' }),
          makeOwnerNft({ uuid: 'l1', title: 'On sale', status: 'minted', nft_id: 'n2', listing, sold: 3 }),
        ],
      },
    });
    expect((await screen.findByTestId('earnings-balance')).textContent).toBe('$45.00');
    expect(screen.getByTestId('earnings-available').textContent).toBe('$22.50');

    const drafts = within(await screen.findByRole('region', { name: 'Drafts' }));
    expect(drafts.getByText('Sketch')).toBeTruthy();
    expect(drafts.getByRole('link', { name: 'Edit draft' }).getAttribute('href')).toBe(
      '/storefront-edit-draft/d1',
    );
    const minted = within(screen.getByRole('region', { name: 'Minted' }));
    expect(minted.getByRole('link', { name: 'List for sale' }).getAttribute('href')).toBe(
      '/storefront-list-for-sale/m1',
    );
    const listed = within(screen.getByRole('region', { name: 'Listed' }));
    expect(listed.getByText('3 of 4 sold')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create NFT' }).getAttribute('href')).toBe(
      '/storefront-create-nft',
    );
  });

  it('offers Create NFT when the creator has none yet', async () => {
    await openStorefrontPage('/storefront', 'My Storefront');
    const empty = await screen.findByTestId('empty-state');
    expect(empty.textContent).toContain('You have not created any NFTs yet.');
  });

  it('is the landing page without a valid claim', async () => {
    await openStorefrontPage('/storefront', 'Storefront', {
      'GET /api/storefront/claims': { claims: [{ creator_id: 'c9', creator_name: 'Gone', valid: false }] },
    });
    expect(await screen.findByTestId('storefront-landing')).toBeTruthy();
    expect(screen.queryByTestId('storefront-dashboard')).toBeNull();
  });

  it('never fetches claims when creators are disabled: the landing page', async () => {
    const { fetchMock } = await openStorefrontPage(
      '/storefront',
      'Storefront',
      {},
      { creatorsEnabled: false },
    );
    expect(await screen.findByTestId('storefront-landing')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/storefront/claims')).toHaveLength(0);
  });

  it('shows the landing page to a visitor who is not signed in, without asking for claims', async () => {
    const fetchMock = mockApi({
      'GET /api/config': makeConfig({ storefrontEnabled: true, creatorsEnabled: true }),
    });
    renderAt('/storefront');
    expect(await screen.findByTestId('storefront-landing')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/storefront/claims')).toHaveLength(0);
  });

  it('shows an error with a retry when the claims cannot be read', async () => {
    let fail = true;
    await openStorefrontPage('/storefront', 'Storefront', {
      'GET /api/storefront/claims': () =>
        fail ? new Reply(500, { detail: 'Server error.', code: 'error' }) : { claims: [] },
    });
    const error = await screen.findByTestId('error-state');
    fail = false;
    within(error).getByRole('button', { name: 'Try again' }).click();
    await waitFor(() => expect(screen.getByTestId('storefront-landing')).toBeTruthy());
  });

  it('does not exist while the storefront is off', async () => {
    mockApi({ 'GET /api/config': makeConfig({ storefrontEnabled: false }) });
    renderAt('/storefront');
    expect(await screen.findByRole('heading', { name: /not found/i })).toBeTruthy();
  });
});
