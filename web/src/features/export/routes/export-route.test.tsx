import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OwnedItem } from '../../../../../shared/api/schemas/nft';
import { makeConfig, makeMe } from '../../../testing/fixtures';
import { mockApi, Reply } from '../../../testing/mock-api';
import { makeNftDetail, makeOwnedItem } from '../../../testing/nft-fixtures';
import { renderAt } from '../../../testing/render';
import { setLoggedInCookie } from '../../../testing/session';

const ITEM_API = '/api/nft/nft-a/item/nft-a-3';
const WALLET = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

const owned = (overrides: Partial<OwnedItem> = {}) =>
  makeOwnedItem({ id: 'nft-a-3', sequence: 3, export_allowed: true, ...overrides });

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
    ...answers,
  });
};

const posts = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls
    .filter(
      ([input, init]) => init?.method === 'POST' && new URL(String(input), 'http://l').pathname === path,
    )
    .map(([, init]) => JSON.parse(String(init?.body ?? '{}')));

afterEach(() => window.history.replaceState(null, ''));

describe('/nft/{nftId}/{nftItemId}/export', () => {
  it('enables Continue only when the address is non-empty and confirmed, checks it, then requests the export', async () => {
    let valid = false;
    const fetchMock = signedIn({
      [`GET ${ITEM_API}`]: owned(),
      'POST /api/nft/validate-wallet-address': () => ({ validity: valid }),
      'POST /api/nft/nft-a-3/export': { export_status: 'pending' },
    });
    renderAt('/nft/nft-a/nft-a-3/export');
    const form = within(await screen.findByTestId('export-form'));
    expect(form.getByTestId('export-nft-card').textContent).toContain('Neon Block');
    expect(form.getByTestId('export-warnings').textContent).toContain('2-7 business days');
    const continueButton = form.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    const address = form.getByLabelText('Wallet address');
    const confirmation = form.getByLabelText('Confirm wallet address');

    expect(continueButton.disabled).toBe(true);
    fireEvent.change(address, { target: { value: WALLET } });
    expect(continueButton.disabled).toBe(true);
    fireEvent.change(confirmation, { target: { value: WALLET.toLowerCase() } });
    expect(continueButton.disabled).toBe(true);
    fireEvent.change(confirmation, { target: { value: WALLET } });
    expect(continueButton.disabled).toBe(false);

    fireEvent.click(continueButton);
    expect(await form.findByText('Invalid wallet address.')).toBeTruthy();
    expect(posts(fetchMock, '/api/nft/nft-a-3/export')).toEqual([]);

    valid = true;
    fireEvent.click(continueButton);
    await waitFor(() => expect(posts(fetchMock, '/api/nft/nft-a-3/export')).toHaveLength(1));
    expect(posts(fetchMock, '/api/nft/validate-wallet-address').at(-1)).toEqual({
      wallet_address: WALLET,
      blockchain: 1,
    });
    expect(posts(fetchMock, '/api/nft/nft-a-3/export')[0]).toEqual({ wallet_address: WALLET, blockchain: 1 });
  });

  it("offers the caller's linked wallets on the item's chain as the address", async () => {
    const wallets = [
      { uuid: 'w1', address: 'tz1VSUr8wwNhLAzempoch5d6hLRiTh8Cjcjb', connection: 'temple', network: 'tezos' },
      { uuid: 'w2', address: WALLET, connection: 'metamask', network: 'ethereum' },
    ];
    signedIn({ [`GET ${ITEM_API}`]: owned(), 'GET /api/me': makeMe({ wallets }) });
    renderAt('/nft/nft-a/nft-a-3/export');
    const offered = within(await screen.findByTestId('linked-wallets'));
    expect(offered.queryByText(WALLET)).toBeNull();
    fireEvent.click(offered.getByRole('button', { name: wallets[0]?.address }));
    const form = within(screen.getByTestId('export-form'));
    expect((form.getByLabelText('Wallet address') as HTMLInputElement).value).toBe(wallets[0]?.address);
    expect((form.getByLabelText('Confirm wallet address') as HTMLInputElement).value).toBe(
      wallets[0]?.address,
    );
    expect((form.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("shows 'Item Not Ready For Export' with the reason, then goes back to the details", async () => {
    signedIn({
      [`GET ${ITEM_API}`]: owned({
        export_allowed: false,
        export_denied_reason: { title: 'Item Not Ready For Export', description: 'Not before 07/01/2026.' },
      }),
    });
    const { currentPath } = renderAt('/nft/nft-a/nft-a-3/export');
    const dialog = within(await screen.findByRole('dialog', { name: 'Item Not Ready For Export' }));
    expect(dialog.getByTestId('export-denied').textContent).toBe('Not before 07/01/2026.');
    expect(screen.queryByTestId('export-form')).toBeNull();
    fireEvent.click(dialog.getByRole('button', { name: 'Back to details' }));
    await waitFor(() => expect(currentPath()).toBe('/nft/nft-a/nft-a-3/details'));
  });

  it('turns a refusal of the server into the same modal', async () => {
    signedIn({
      [`GET ${ITEM_API}`]: owned(),
      'POST /api/nft/validate-wallet-address': { validity: true },
      'POST /api/nft/nft-a-3/export': new Reply(409, {
        detail: 'This NFT is being exported.',
        code: 'export_not_allowed',
      }),
    });
    renderAt('/nft/nft-a/nft-a-3/export');
    const form = within(await screen.findByTestId('export-form'));
    fireEvent.change(form.getByLabelText('Wallet address'), { target: { value: WALLET } });
    fireEvent.change(form.getByLabelText('Confirm wallet address'), { target: { value: WALLET } });
    fireEvent.click(form.getByRole('button', { name: 'Continue' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Item Not Ready For Export' }));
    expect(dialog.getByTestId('export-denied').textContent).toBe('This NFT is being exported.');
  });
});

describe('/nft/{nftId}/{nftItemId}/export-success', () => {
  it('shows the address from the navigation state, DONE leading to the details', async () => {
    window.history.replaceState({ address: WALLET }, '');
    signedIn({ [`GET ${ITEM_API}`]: owned() });
    renderAt('/nft/nft-a/nft-a-3/export-success');
    const page = within(await screen.findByTestId('export-success'));
    expect(page.getByTestId('export-address').textContent).toBe(WALLET);
    expect(page.getByRole('link', { name: 'DONE' }).getAttribute('href')).toBe('/nft/nft-a/nft-a-3/details');
  });

  it('goes back to the export form without an address in the navigation state', async () => {
    signedIn({ [`GET ${ITEM_API}`]: owned() });
    const { currentPath } = renderAt('/nft/nft-a/nft-a-3/export-success');
    await waitFor(() => expect(currentPath()).toBe('/nft/nft-a/nft-a-3/export'));
    expect(await screen.findByTestId('export-form')).toBeTruthy();
  });
});

describe("the owned-item page's export door", () => {
  it("links to the form, and while cancellable cancels: 'Export successfully canceled'", async () => {
    let item = owned({ export_status: 'pending', export_allowed: false, export_cancellable: true });
    const fetchMock = signedIn({
      [`GET ${ITEM_API}`]: () => item,
      'POST /api/nft/nft-a-3/cancel_export': () => {
        item = owned();
        return { export_status: 'not_initiated', detail: 'Export successfully canceled' };
      },
    });
    renderAt('/nft/nft-a/nft-a-3/details');
    const progress = within(await screen.findByTestId('export-in-progress'));
    fireEvent.click(progress.getByRole('button', { name: 'Cancel Export' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel Export' }));
    fireEvent.click(dialog.getByTestId('confirm-cancel-export'));

    expect(await screen.findByText('Export successfully canceled')).toBeTruthy();
    expect(posts(fetchMock, '/api/nft/nft-a-3/cancel_export')).toHaveLength(1);
    const exportLink = await screen.findByRole('link', { name: 'Export' });
    expect(exportLink.getAttribute('href')).toBe('/nft/nft-a/nft-a-3/export');
  });

  it('shows the wallet label of an exported item, and no sale or offers', async () => {
    signedIn({
      [`GET ${ITEM_API}`]: owned({
        export_status: 'completed',
        export_allowed: false,
        exported_to: { blockchain: 3, wallet_address: WALLET, transaction_hash: `0x${'a'.repeat(64)}` },
      }),
    });
    renderAt('/nft/nft-a/nft-a-3/details');
    const label = await screen.findByTestId('wallet-label');
    expect(label.textContent).toContain('In Wallet');
    expect(label.textContent).toContain(WALLET);
    expect(screen.queryByRole('link', { name: 'Offers' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Export' })).toBeNull();
  });
});
