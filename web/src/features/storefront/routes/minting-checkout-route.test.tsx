import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storefrontMessages } from '../../../../../shared/domain/storefront-messages';
import { Reply } from '../../../testing/mock-api';
import { bodiesOf, makeOwnerNft, openStorefrontPage } from '../testing/storefront-fixtures';

const NFT_API = '/api/storefront/nfts/draft-1';
const MINT_API = '/api/storefront/nfts/draft-1/mint';

describe('/storefront-edit-draft/{uuid} and /storefront-minting-checkout', () => {
  it("saves the draft's edits, then goes on to the minting fee", async () => {
    const { fetchMock, currentPath } = await openStorefrontPage(
      '/storefront-edit-draft/draft-1',
      'Edit Draft',
      {
        [`GET ${NFT_API}`]: makeOwnerNft(),
        [`PATCH ${NFT_API}`]: makeOwnerNft({ title: 'Difference Engine' }),
      },
    );
    const form = within(await screen.findByTestId('nft-form'));
    expect((form.getByLabelText('Title') as HTMLInputElement).value).toBe('Analytical Engine');
    expect((form.getByLabelText('Trait 1 value') as HTMLInputElement).value).toBe('Brass');
    fireEvent.change(form.getByLabelText('Title'), { target: { value: 'Difference Engine' } });
    fireEvent.click(form.getByRole('button', { name: 'Continue to minting' }));
    await waitFor(() => expect(currentPath()).toBe('/storefront-minting-checkout?uuid=draft-1'));
    // The saved media stays: no media_key is sent without a new file.
    expect(bodiesOf(fetchMock, 'PATCH', NFT_API)).toEqual([
      {
        title: 'Difference Engine',
        description: 'A study in brass.',
        editions: 10,
        royalty: 5,
        traits: [{ trait_type: 'Metal', value: 'Brass' }],
      },
    ]);
  });

  it('edits nothing once minting', async () => {
    await openStorefrontPage('/storefront-edit-draft/draft-1', 'Edit Draft', {
      [`GET ${NFT_API}`]: makeOwnerNft({ status: 'minting' }),
    });
    expect((await screen.findByTestId('empty-state')).textContent).toContain(
      storefrontMessages.storefrontDraftOnly,
    );
  });

  it("says so for another creator's draft", async () => {
    await openStorefrontPage('/storefront-edit-draft/draft-1', 'Edit Draft', {
      [`GET ${NFT_API}`]: new Reply(403, {
        detail: storefrontMessages.storefrontNotYours,
        code: 'forbidden',
      }),
    });
    expect((await screen.findByTestId('empty-state')).textContent).toContain(
      storefrontMessages.storefrontNotYours,
    );
  });

  it('pays the $5 fee with marketplace credit, then shows Minting until the NFT is minted', async () => {
    let mintAnswered = false;
    const { fetchMock } = await openStorefrontPage(
      '/storefront-minting-checkout?uuid=draft-1',
      'Minting Checkout',
      {
        [`GET ${NFT_API}`]: () =>
          makeOwnerNft(mintAnswered ? { status: 'minted', nft_id: 'nft-9' } : { status: 'draft' }),
        [`POST ${MINT_API}`]: () => {
          mintAnswered = true;
          return { status: 'minting', order_id: 'order-1' };
        },
      },
    );
    const checkout = within(await screen.findByTestId('minting-checkout'));
    expect(checkout.getByTestId('minting-fee').textContent).toContain('$5.00');
    fireEvent.click(checkout.getByRole('radio', { name: 'Marketplace Credit' }));
    const pay = checkout.getByRole('button', { name: 'Pay and mint' }) as HTMLButtonElement;
    await waitFor(() => expect(pay.disabled).toBe(false));
    fireEvent.click(pay);
    await waitFor(() => expect(bodiesOf(fetchMock, 'POST', MINT_API)).toHaveLength(1));
    expect(bodiesOf(fetchMock, 'POST', MINT_API)[0]).toMatchObject({ payment_method: 2, source: 'credit' });
    const mintCall = fetchMock.mock.calls.find(([input]) => String(input).endsWith(MINT_API));
    expect(new Headers(mintCall?.[1]?.headers).get('Idempotency-Key')).toBeTruthy();
    const done = await screen.findByTestId('minting-done', {}, { timeout: 5000 });
    expect(within(done).getByRole('link', { name: 'List for sale' }).getAttribute('href')).toBe(
      '/storefront-list-for-sale/draft-1',
    );
  });

  it("shows the payment's refusal and lets the creator choose again", async () => {
    await openStorefrontPage('/storefront-minting-checkout?uuid=draft-1', 'Minting Checkout', {
      [`GET ${NFT_API}`]: makeOwnerNft(),
      [`POST ${MINT_API}`]: new Reply(400, { detail: 'Insufficient funds.', code: 'invalid' }),
    });
    const checkout = within(await screen.findByTestId('minting-checkout'));
    fireEvent.click(checkout.getByRole('radio', { name: 'Marketplace Credit' }));
    const pay = checkout.getByRole('button', { name: 'Pay and mint' }) as HTMLButtonElement;
    await waitFor(() => expect(pay.disabled).toBe(false));
    fireEvent.click(pay);
    expect((await checkout.findByTestId('form-error')).textContent).toBe('Insufficient funds.');
  });

  it('says why the chain refused the mint, and that the fee went back', async () => {
    let mintAnswered = false;
    await openStorefrontPage('/storefront-minting-checkout?uuid=draft-1', 'Minting Checkout', {
      [`GET ${NFT_API}`]: () =>
        makeOwnerNft(
          mintAnswered
            ? { status: 'mint_failed', mint_failure: 'The sandbox minter refuses this title.' }
            : { status: 'draft' },
        ),
      [`POST ${MINT_API}`]: () => {
        mintAnswered = true;
        return { status: 'minting', order_id: 'order-1' };
      },
    });
    const checkout = within(await screen.findByTestId('minting-checkout'));
    fireEvent.click(checkout.getByRole('radio', { name: 'Marketplace Credit' }));
    const pay = checkout.getByRole('button', { name: 'Pay and mint' }) as HTMLButtonElement;
    await waitFor(() => expect(pay.disabled).toBe(false));
    fireEvent.click(pay);
    const failed = await screen.findByTestId('minting-failed', {}, { timeout: 5000 });
    expect(failed.textContent).toContain('The sandbox minter refuses this title.');
    expect(failed.textContent).toContain('The minting fee was refunded');
  });

  it('says on the details page why a failed mint was refused', async () => {
    const failure = "The sandbox minter refuses NFTs titled 'REJECT MINT'";
    await openStorefrontPage('/storefront-nft-details/draft-1', 'NFT Details', {
      [`GET ${NFT_API}`]: makeOwnerNft({ status: 'mint_failed', mint_failure: failure }),
    });
    expect((await screen.findByTestId('storefront-nft-mint-failure')).textContent).toBe(failure);
  });
});
