import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OwnedItem } from '../../../../../shared/api/schemas/nft';
import { makeConfig, makeDrop, makeMe } from '../../../testing/fixtures';
import { mockApi, Reply } from '../../../testing/mock-api';
import { makeNftDetail, makeOwnedItem } from '../../../testing/nft-fixtures';
import { renderAt } from '../../../testing/render';
import { setLoggedInCookie } from '../../../testing/session';

const ITEM_PATH = '/nft/nft-a/nft-a-3/details';
const ITEM_API = '/api/nft/nft-a/item/nft-a-3';
const PATCH_API = 'PATCH /api/nft/item/nft-a-3';

const nft = makeNftDetail({
  id: 'nft-a',
  quantity: 50,
  has_vault: 'yes',
  traits: [{ type: 1, display_value: 'Gold', percentage_like_mine: 12.5, number_like_mine: 5, rarity: 3 }],
});
const owned = (overrides: Partial<OwnedItem> = {}) =>
  makeOwnedItem({ id: 'nft-a-3', sequence: 3, rank: 7, ...overrides });

type Answers = Parameters<typeof mockApi>[0];

const signedIn = (answers: Answers, flags = {}) => {
  setLoggedInCookie();
  return mockApi({
    'GET /api/config': makeConfig(flags),
    'POST /api/token/refresh': { id_token: 't1' },
    'GET /api/me': makeMe(),
    'GET /api/inbox/unread': { unread: 0 },
    'GET /api/nft/nft-a': nft,
    'GET /api/auction/drops': {
      count: 1,
      next: null,
      results: [makeDrop({ id: 'drop-9', title: 'Night Drop' })],
    },
    ...answers,
  });
};

const visibilitySwitch = () => screen.getByRole('switch') as HTMLInputElement;

describe('/nft/{nftId}/{nftItemId}/details', () => {
  it('shows a loader, then the item: sequence, badges, rank, traits, vault, blockchain info and other drops', async () => {
    signedIn({ [`GET ${ITEM_API}`]: owned() });
    renderAt(ITEM_PATH);
    expect(await screen.findByRole('status', { name: 'Loading NFT' })).toBeTruthy();
    const page = within(await screen.findByTestId('owned-item-page'));
    expect(page.getByRole('heading', { level: 1 }).textContent).toBe('Neon Block');
    expect(page.getByTestId('sequence').textContent).toBe('Edition #3 of 50');
    expect(page.getByTestId('edition-badge').textContent).toBe('Editions: 50');
    expect(page.getByTestId('minted-by').textContent).toBe('Minted by Platform');
    expect(page.getByTestId('rank').textContent).toBe('Rank: #7');
    expect(page.getByTestId('vault-label').textContent).toBe('Includes Vault Content');
    const trait = page.getByTestId('trait');
    expect(trait.textContent).toContain('Gold');
    expect(trait.textContent).toContain('12.50% have this trait (5)');
    expect(page.getByTestId('blockchain-info').textContent).toContain('Tezos');
    const explore = within(page.getByTestId('explore-drops'));
    expect(explore.getByRole('link', { name: 'EXPLORE OTHER DROPS' }).getAttribute('href')).toBe('/drops');
    expect((await explore.findByRole('link', { name: 'Night Drop' })).getAttribute('href')).toBe(
      '/drops/drop-9',
    );
  });

  it('goes to Page Not Found for an unknown (or hidden) edition', async () => {
    signedIn({});
    const { currentPath } = renderAt(ITEM_PATH);
    await waitFor(() => expect(currentPath()).toBe('/page-not-found'));
    expect(await screen.findByTestId('not-found')).toBeTruthy();
  });

  it('shows an error with a retry when the item cannot be read', async () => {
    signedIn({ [`GET ${ITEM_API}`]: new Reply(500, { detail: 'Sorry, something went wrong' }) });
    renderAt(ITEM_PATH);
    expect(await screen.findByTestId('error-state')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it("shows a visitor the item without the owner's actions", async () => {
    signedIn({
      [`GET ${ITEM_API}`]: owned({ is_owner: false, resell_allowed: null, export_status: null }),
    });
    renderAt(ITEM_PATH);
    expect(await screen.findByTestId('owned-item-page')).toBeTruthy();
    expect(screen.queryByTestId('owner-actions')).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('gives the owner the visibility toggle, only with offers on and the item not exported', async () => {
    signedIn({ [`GET ${ITEM_API}`]: owned() });
    const first = renderAt(ITEM_PATH);
    expect((await screen.findByRole('switch')).getAttribute('aria-checked')).toBe('true');
    first.unmount();

    signedIn({ [`GET ${ITEM_API}`]: owned() }, { offersEnabled: false });
    const second = renderAt(ITEM_PATH);
    expect(await screen.findByTestId('owned-item-page')).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
    second.unmount();

    signedIn({ [`GET ${ITEM_API}`]: owned({ export_status: 'completed' }) });
    renderAt(ITEM_PATH);
    expect(await screen.findByTestId('owned-item-page')).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('locks the toggle while the item is listed or cannot be resold, saying why', async () => {
    signedIn({ [`GET ${ITEM_API}`]: owned({ sold_at: { id: 'listing-1', price: 90 } }) });
    const listed = renderAt(ITEM_PATH);
    expect((await screen.findByRole('switch')).hasAttribute('disabled')).toBe(true);
    expect(
      screen.getByText('A listed NFT stays public until it is removed from the marketplace.'),
    ).toBeTruthy();
    listed.unmount();

    const reason = {
      code: 'resell_not_available' as const,
      title: 'Item Not Ready For Resell',
      description: 'This NFT cannot be resold.',
    };
    signedIn({ [`GET ${ITEM_API}`]: owned({ resell_allowed: false, resell_denied_reason: reason }) });
    renderAt(ITEM_PATH);
    expect((await screen.findByRole('switch')).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('This NFT cannot be resold.')).toBeTruthy();
  });
});

describe('the visibility toggle', () => {
  it('turns the item private at once and keeps the answer', async () => {
    const fetchMock = signedIn({
      [`GET ${ITEM_API}`]: owned(),
      [PATCH_API]: owned({ visibility: 'private' }),
    });
    renderAt(ITEM_PATH);
    fireEvent.click(await screen.findByRole('switch'));
    expect(visibilitySwitch().checked).toBe(false);
    await waitFor(() => expect(screen.getByTestId('visibility-toggle').textContent).toContain('Private'));
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ visibility: 'private' });
    await waitFor(() => expect(visibilitySwitch().disabled).toBe(false));
    expect(visibilitySwitch().checked).toBe(false);
    expect(screen.queryByText('Unable to update visibility, please try again later')).toBeNull();
  });

  it('rolls back and says so when the change fails', async () => {
    signedIn({
      [`GET ${ITEM_API}`]: owned(),
      [PATCH_API]: new Reply(409, { detail: 'This NFT cannot be resold.', code: 'resell_not_available' }),
    });
    renderAt(ITEM_PATH);
    fireEvent.click(await screen.findByRole('switch'));
    expect(visibilitySwitch().checked).toBe(false);
    expect(await screen.findByText('Unable to update visibility, please try again later')).toBeTruthy();
    await waitFor(() => expect(visibilitySwitch().checked).toBe(true));
    expect(screen.getByTestId('visibility-toggle').textContent).toContain('Public');
    // The toggle's own message only, not the server's text.
    expect(screen.queryByText('This NFT cannot be resold.')).toBeNull();
  });
});
