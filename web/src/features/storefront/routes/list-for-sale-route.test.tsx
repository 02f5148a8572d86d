import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Reply } from '../../../testing/mock-api';
import { bodiesOf, makeOwnerNft, openStorefrontPage } from '../testing/storefront-fixtures';

const NFT_API = '/api/storefront/nfts/m1';
const LIST_API = '/api/storefront/nfts/m1/list';
const minted = makeOwnerNft({ uuid: 'm1', status: 'minted', nft_id: 'nft-9', editions: 10, sold: 0 });
const listing = { auction_id: 'a1', price: 25, quantity: 4, starts: '2026-03-10T12:00:00.000Z', ends: null };

describe('/storefront-list-for-sale/{uuid}', () => {
  it('lists editions at a price from now, then shows the listing on the details page', async () => {
    const { fetchMock, currentPath } = await openStorefrontPage(
      '/storefront-list-for-sale/m1',
      'List for Sale',
      {
        [`GET ${NFT_API}`]: minted,
        [`POST ${LIST_API}`]: { ...minted, listing },
      },
    );
    const form = within(await screen.findByTestId('list-for-sale-form'));
    expect((form.getByLabelText('Quantity') as HTMLInputElement).value).toBe('10');
    fireEvent.change(form.getByLabelText('Price (USD)'), { target: { value: '25' } });
    fireEvent.change(form.getByLabelText('Quantity'), { target: { value: '4' } });
    fireEvent.click(form.getByRole('button', { name: 'List for sale' }));
    await waitFor(() => expect(currentPath()).toBe('/storefront-nft-details/m1'));
    const [body] = bodiesOf(fetchMock, 'POST', LIST_API);
    expect(body).toMatchObject({ price: 25, quantity: 4, ends: null });
    expect(Math.abs(Date.parse(body.starts) - Date.now())).toBeLessThan(120_000);
    const shown = within(await screen.findByTestId('storefront-nft-listing'));
    expect(shown.getByText('$25.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View on sale' }).getAttribute('href')).toBe(
      '/nft/nft-9/storefront/auction',
    );
  });

  it('refuses more editions than are left and an end before the start, and shows server errors', async () => {
    const { fetchMock } = await openStorefrontPage('/storefront-list-for-sale/m1', 'List for Sale', {
      [`GET ${NFT_API}`]: { ...minted, sold: 7 },
      [`POST ${LIST_API}`]: new Reply(409, {
        detail: 'This NFT already has an active listing.',
        code: 'conflict',
      }),
    });
    const form = within(await screen.findByTestId('list-for-sale-form'));
    fireEvent.change(form.getByLabelText('Quantity'), { target: { value: '4' } });
    fireEvent.change(form.getByLabelText('Ends (optional)'), { target: { value: '2020-01-01T10:00' } });
    fireEvent.click(form.getByRole('button', { name: 'List for sale' }));
    expect(await form.findByText('Enter a price.')).toBeTruthy();
    expect(form.getByText('At most 3 editions are left to list.')).toBeTruthy();
    expect(form.getByText('The end must be after the start.')).toBeTruthy();
    expect(bodiesOf(fetchMock, 'POST', LIST_API)).toHaveLength(0);

    fireEvent.change(form.getByLabelText('Price (USD)'), { target: { value: '10' } });
    fireEvent.change(form.getByLabelText('Quantity'), { target: { value: '3' } });
    fireEvent.change(form.getByLabelText('Ends (optional)'), { target: { value: '' } });
    fireEvent.click(form.getByRole('button', { name: 'List for sale' }));
    expect((await form.findByTestId('form-error')).textContent).toBe(
      'This NFT already has an active listing.',
    );
  });

  it('lists only a minted NFT without a listing', async () => {
    await openStorefrontPage('/storefront-list-for-sale/m1', 'List for Sale', {
      [`GET ${NFT_API}`]: makeOwnerNft({ uuid: 'm1' }),
    });
    expect((await screen.findByTestId('empty-state')).textContent).toContain(
      'Only minted NFTs can be listed.',
    );
  });
});
