import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeConfig, makeMe } from '../../../testing/fixtures';
import { callsTo, mockApi, Reply } from '../../../testing/mock-api';
import { makeOwnedItem } from '../../../testing/nft-fixtures';
import { renderAt } from '../../../testing/render';
import { setLoggedInCookie } from '../../../testing/session';
import { page } from '../test-fixtures';

const signedIn = (answers: Record<string, unknown>, flags = {}) => {
  setLoggedInCookie();
  return mockApi({
    'GET /api/config': makeConfig(flags),
    'POST /api/token/refresh': { id_token: 't1' },
    'GET /api/me': makeMe(),
    'GET /api/inbox/unread': { unread: 0 },
    ...answers,
  });
};

const items = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) =>
    makeOwnedItem({
      id: `nft-a-${from + i}`,
      sequence: from + i,
      nft: { ...makeOwnedItem().nft, title: `Block ${from + i}` },
    }),
  );

describe('/account/my-collection', () => {
  it('shows the collector’s items in the profile shell, 8 a page, loading the next on Show more', async () => {
    const fetchMock = signedIn({
      'GET /api/nft/mine': (url: URL) =>
        url.searchParams.get('page') === '2' ? page(items(9, 2), 10, null) : page(items(1, 8), 10, 2),
    });
    renderAt('/account/my-collection');
    expect(await screen.findByTestId('profile-shell')).toBeTruthy();
    expect(await screen.findAllByTestId('owned-item-card')).toHaveLength(8);
    const tabs = within(screen.getByRole('navigation', { name: 'Account' }));
    expect(tabs.getByRole('link', { name: 'My Collection' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getAllByTestId('owned-item-card')).toHaveLength(10));
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    const first = callsTo(fetchMock, '/api/nft/mine')[0];
    expect(first?.get('ordering')).toBe('-date');
    expect(first?.has('tiers')).toBe(false);
  });

  it('is where /account opens: the profile shell with its tabs, on My Collection', async () => {
    signedIn({ 'GET /api/nft/mine': page([]) });
    const { currentPath } = renderAt('/account');
    const shell = await screen.findByTestId('profile-shell');
    expect(within(shell).getByTestId('profile-username').textContent).toBe(makeMe().username);
    const tabs = within(screen.getByRole('navigation', { name: 'Account' }));
    expect(tabs.getAllByRole('link').map((tab) => tab.textContent)).toEqual([
      'My Collection',
      'Payment Methods',
      'Order History',
      'My Account',
      'Notifications',
    ]);
    expect(tabs.getByRole('link', { name: 'My Collection' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByText("You don't have any NFTs Yet.")).toBeTruthy();
    expect(currentPath()).toBe('/account/my-collection');
    expect(screen.queryByText(/coming soon/i)).toBeNull();
  });

  it("says 'You don't have any NFTs Yet.' when the collector has none", async () => {
    signedIn({ 'GET /api/nft/mine': page([]) });
    renderAt('/account/my-collection');
    expect((await screen.findByTestId('empty-state')).textContent).toBe("You don't have any NFTs Yet.");
  });

  it('searches after a 300 ms pause and says 0 Results when nothing matches', async () => {
    const fetchMock = signedIn({
      'GET /api/nft/mine': (url: URL) =>
        url.searchParams.get('name_or_artist') ? page([]) : page(items(1, 2)),
    });
    renderAt('/account/my-collection');
    await screen.findAllByTestId('owned-item-card');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search my NFTs' }), {
      target: { value: ' nothing ' },
    });
    expect(callsTo(fetchMock, '/api/nft/mine').some((query) => query.has('name_or_artist'))).toBe(false);
    expect((await screen.findByTestId('empty-state')).textContent).toBe(
      '0 Results - Please check the entered data',
    );
    expect(callsTo(fetchMock, '/api/nft/mine').at(-1)?.get('name_or_artist')).toBe('nothing');
  });

  it('sends the chosen order and tiers', async () => {
    const fetchMock = signedIn({ 'GET /api/nft/mine': page(items(1, 1)) });
    renderAt('/account/my-collection');
    await screen.findAllByTestId('owned-item-card');
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'rank' } });
    await waitFor(() => expect(callsTo(fetchMock, '/api/nft/mine').at(-1)?.get('ordering')).toBe('rank'));
    const tiers = screen.getByRole('group', { name: 'Tiers' });
    fireEvent.click(within(tiers).getByLabelText('Gold'));
    fireEvent.click(within(tiers).getByLabelText('Diamond'));
    await waitFor(() => expect(callsTo(fetchMock, '/api/nft/mine').at(-1)?.get('tiers')).toBe('4,2'));
  });

  it('shows an error with a retry when the list fails', async () => {
    let fail = true;
    signedIn({
      'GET /api/nft/mine': () => (fail ? new Reply(500, { detail: 'boom' }) : page(items(1, 1))),
    });
    renderAt('/account/my-collection');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findAllByTestId('owned-item-card')).toHaveLength(1);
  });

  it("offers 'Fuse nfts' only with fusion on, disabled while the collection is empty", async () => {
    signedIn({ 'GET /api/nft/mine': page([]) }, { fusionEnabled: true });
    renderAt('/account/my-collection');
    await screen.findByTestId('empty-state');
    expect(screen.getByRole('link', { name: 'Fuse nfts' }).getAttribute('aria-disabled')).toBe('true');
  });

  it("hides 'Fuse nfts' with fusion off", async () => {
    signedIn({ 'GET /api/nft/mine': page(items(1, 1)) });
    renderAt('/account/my-collection');
    await screen.findAllByTestId('owned-item-card');
    expect(screen.queryByRole('link', { name: 'Fuse nfts' })).toBeNull();
  });
});
