import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { walletLinkMessage } from '../../../../../shared/domain/wallet';
import { makeConfig, makeMe } from '../../../testing/fixtures';
import { mockApi, Reply } from '../../../testing/mock-api';
import { renderAt } from '../../../testing/render';
import { setLoggedInCookie } from '../../../testing/session';

const ADDRESS = '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed';
const SIGNATURE = `0x${'ab'.repeat(65)}`;
const linked = [
  {
    uuid: 'w1',
    address: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    connection: 'metamask',
    network: 'ethereum',
  },
  {
    uuid: 'w2',
    address: '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    connection: 'injected',
    network: 'polygon',
  },
];

/** The settings page over a /me whose wallets the answers below change, as the server would. */
async function renderWallets({
  wallets = [] as typeof linked,
  flags = {},
  answers = {} as Record<string, unknown>,
} = {}) {
  setLoggedInCookie();
  let current = [...wallets];
  const fetchMock = mockApi({
    'GET /api/config': makeConfig(flags),
    'POST /api/token/refresh': { id_token: 't1' },
    'GET /api/me': () => makeMe({ wallets: current }),
    'GET /api/user/shipping-address/': [],
    'POST /api/wallet': (_url: URL, init?: RequestInit) => {
      const { wallet } = JSON.parse(String(init?.body));
      const added = { uuid: 'w-new', ...wallet };
      current = [...current, added];
      return added;
    },
    'DELETE /api/wallet/w1': () => {
      current = current.filter((wallet) => wallet.uuid !== 'w1');
      return {};
    },
    ...answers,
  });
  renderAt('/account/settings');
  const panel = await screen.findByTestId('wallets');
  return { panel, fetchMock };
}

/** An injected EIP-1193 wallet on `chainId` whose requests are recorded. */
function stubBrowserWallet(chainId = '0x1', overrides: Record<string, () => unknown> = {}) {
  const answers: Record<string, () => unknown> = {
    eth_requestAccounts: () => [ADDRESS],
    eth_chainId: () => chainId,
    personal_sign: () => SIGNATURE,
    ...overrides,
  };
  const request = vi.fn(async ({ method }: { method: string; params?: unknown[] }) => {
    const answer = answers[method];
    if (!answer) throw { code: 4200, message: `${method} is not supported` };
    return answer();
  });
  vi.stubGlobal('ethereum', { isMetaMask: true, request });
  return request;
}

const utf8Hex = (text: string) => `0x${Buffer.from(text, 'utf8').toString('hex')}`;

const sentBody = (fetchMock: ReturnType<typeof mockApi>, method: string, path: string) => {
  const call = fetchMock.mock.calls.find(
    ([url, init]) => new URL(String(url), 'http://localhost').pathname === path && init?.method === method,
  );
  return call && JSON.parse(String(call[1]?.body ?? '{}'));
};

describe('the wallets panel', () => {
  it('lists the linked wallets with a short address, the network and the connection', async () => {
    stubBrowserWallet();
    const { panel } = await renderWallets({ wallets: linked });
    const rows = within(panel).getAllByTestId('linked-wallet');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('0xfB69…d359'),
      expect.stringContaining('0xdbF0…C6FB'),
    ]);
    expect(rows[0]?.textContent).toContain('Ethereum · MetaMask');
    expect(rows[1]?.textContent).toContain('Polygon · Browser wallet');
    expect(within(panel).getByTitle(linked[0]?.address ?? '')).toBeTruthy();
    expect(within(panel).queryByText('No wallets linked yet.')).toBeNull();
  });

  it('unlinks a wallet after confirmation and reads /me again', async () => {
    stubBrowserWallet();
    const { panel, fetchMock } = await renderWallets({ wallets: linked });
    const first = within(panel).getAllByTestId('linked-wallet')[0] as HTMLElement;
    fireEvent.click(within(first).getByRole('button', { name: 'Unlink' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlink wallet' });
    expect(dialog.textContent).toContain('0xfB69…d359');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unlink' }));

    await waitFor(() => expect(within(panel).getAllByTestId('linked-wallet')).toHaveLength(1));
    expect(within(panel).getByTestId('linked-wallet').textContent).toContain('0xdbF0…C6FB');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((await screen.findByTestId('toast')).textContent).toContain('Wallet unlinked.');
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => String(url).endsWith('/api/wallet/w1') && init?.method === 'DELETE',
      ),
    ).toBe(true);
  });

  it("keeps the dialog open with the server's message when the unlink fails", async () => {
    stubBrowserWallet();
    const { panel } = await renderWallets({
      wallets: linked,
      answers: { 'DELETE /api/wallet/w1': new Reply(404, { detail: 'Not found.', code: 'not_found' }) },
    });
    fireEvent.click(
      within(within(panel).getAllByTestId('linked-wallet')[0] as HTMLElement).getByRole('button', {
        name: 'Unlink',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Unlink wallet' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unlink' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Not found.');
    expect(within(panel).getAllByTestId('linked-wallet')).toHaveLength(2);
  });

  it("links the browser wallet with its signature of the account's link message", async () => {
    const request = stubBrowserWallet();
    const { panel, fetchMock } = await renderWallets();
    expect(within(panel).getByText('No wallets linked yet.')).toBeTruthy();
    fireEvent.click(
      within(within(panel).getByTestId('chain-card-ethereum')).getByRole('button', { name: 'Link a wallet' }),
    );

    await waitFor(() => expect(within(panel).getAllByTestId('linked-wallet')).toHaveLength(1));
    expect(within(panel).getByTestId('linked-wallet').textContent).toContain('0x5aae…eaed');
    expect(request.mock.calls.map(([args]) => args.method)).toEqual([
      'eth_requestAccounts',
      'eth_chainId',
      'personal_sign',
    ]);
    expect(request.mock.calls[2]?.[0].params).toEqual([utf8Hex(walletLinkMessage('user-1')), ADDRESS]);
    expect(sentBody(fetchMock, 'POST', '/api/wallet')).toEqual({
      wallet: { address: ADDRESS, connection: 'metamask', network: 'ethereum' },
      signature: SIGNATURE,
    });
    expect((await screen.findByTestId('toast')).textContent).toContain('Wallet linked.');
  });

  it("shows the server's message when the wallet is already linked elsewhere", async () => {
    stubBrowserWallet();
    const { panel } = await renderWallets({
      answers: {
        'POST /api/wallet': new Reply(409, {
          detail: 'This wallet is already linked to an account.',
          code: 'wallet_already_linked',
        }),
      },
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Link a wallet' }));
    expect((await within(panel).findByRole('alert')).textContent).toBe(
      'This wallet is already linked to an account.',
    );
    expect(within(panel).queryByTestId('linked-wallet')).toBeNull();
  });

  it('asks the wallet to switch chains, and says so when it stays on another one', async () => {
    const request = stubBrowserWallet('0x38', {
      wallet_switchEthereumChain: () => {
        throw { code: 4001, message: 'User rejected the request.' };
      },
    });
    const { panel, fetchMock } = await renderWallets();
    fireEvent.click(within(panel).getByRole('button', { name: 'Link a wallet' }));
    expect((await within(panel).findByRole('alert')).textContent).toBe(
      'Switch your wallet to Ethereum and try again.',
    );
    expect(request.mock.calls.map(([args]) => args.method)).toContain('wallet_switchEthereumChain');
    expect(request.mock.calls.map(([args]) => args.method)).not.toContain('personal_sign');
    expect(sentBody(fetchMock, 'POST', '/api/wallet')).toBeUndefined();
  });

  it('says a rejected signature was rejected, and sends nothing', async () => {
    stubBrowserWallet('0x1', {
      personal_sign: () => {
        throw { code: 4001, message: 'User denied message signature.' };
      },
    });
    const { panel, fetchMock } = await renderWallets();
    fireEvent.click(within(panel).getByRole('button', { name: 'Link a wallet' }));
    expect((await within(panel).findByRole('alert')).textContent).toBe(
      'The request was rejected in your wallet.',
    );
    expect(sentBody(fetchMock, 'POST', '/api/wallet')).toBeUndefined();
  });

  it('asks for MetaMask when the browser has no wallet', async () => {
    const { panel } = await renderWallets();
    expect(
      within(panel).getByText('No browser wallet found. Install MetaMask to link a wallet.'),
    ).toBeTruthy();
    expect((within(panel).getByRole('button', { name: 'Link a wallet' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('offers the Polygon chain card only with walletConnectEnabled', async () => {
    stubBrowserWallet();
    const { panel } = await renderWallets({ flags: { walletConnectEnabled: false } });
    expect(within(panel).getByTestId('chain-card-ethereum')).toBeTruthy();
    expect(within(panel).queryByTestId('chain-card-polygon')).toBeNull();
  });

  it('links on Polygon from its chain card when the flag is on', async () => {
    stubBrowserWallet('0x89');
    const { panel, fetchMock } = await renderWallets({ flags: { walletConnectEnabled: true } });
    const polygon = await within(panel).findByTestId('chain-card-polygon');
    fireEvent.click(within(polygon).getByRole('button', { name: 'Link a wallet' }));
    await waitFor(() => expect(within(panel).getAllByTestId('linked-wallet')).toHaveLength(1));
    expect(within(panel).getByTestId('linked-wallet').textContent).toContain('Polygon · MetaMask');
    expect(sentBody(fetchMock, 'POST', '/api/wallet')?.wallet.network).toBe('polygon');
  });
});
