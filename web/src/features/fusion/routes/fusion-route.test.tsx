import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FusionItem, MyFusionNfts } from '../../../../../shared/api/schemas/fusion';
import { makeConfig, makeMe } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mock-api';
import { renderAt } from '../../../testing/render';
import { setLoggedInCookie } from '../../../testing/session';

const item = (n: number): FusionItem => ({
  id: `nft-a-${n}`,
  sequence: n,
  nft: {
    id: 'nft-a',
    type: 4,
    title: `Block ${n}`,
    thumbnail: `/media/a-${n}.png`,
    image: `/media/a-${n}-full.png`,
    artist: { name: 'Ada', icon: '/media/ada.png', image: '/media/ada-full.png' },
  },
});

const mine: MyFusionNfts = { results: [1, 2, 3, 4].map(item), fusions: [] };

const signedIn = (flags = { fusionEnabled: true }) => {
  setLoggedInCookie();
  return mockApi({
    'GET /api/config': makeConfig(flags),
    'POST /api/token/refresh': { id_token: 't1' },
    'GET /api/me': makeMe(),
    'GET /api/inbox/unread': { unread: 0 },
    'GET /api/nft/mine/fusion': mine,
    'GET /api/user/shipping-address/': [],
    'GET /api/nft/fusion_request/info': {
      recipes: [{ id: 'any-three', title: 'Any 3 NFTs', description: 'Fuse any 3.', items: 3 }],
      price: { amount: 50 },
      items_required: 3,
      preview_slots: 4,
    },
  });
};

describe('/fusion', () => {
  it('selects exactly 3 items (a fourth is ignored), then warns before the address step', async () => {
    signedIn();
    renderAt('/fusion');

    expect(await screen.findByText('Awaiting selections to begin fusion')).toBeTruthy();
    expect(screen.getAllByTestId('fusion-slot')).toHaveLength(4);
    expect(screen.getByTestId('fusion-selected-count').textContent).toBe('0 selected');
    fireEvent.click(screen.getByRole('button', { name: 'Select NFTS to Fuse' }));

    expect(await screen.findByRole('heading', { name: 'Select 3 NFTs To Add To the Fuser' })).toBeTruthy();
    const add = screen.getByRole('button', { name: 'Add to fuser' }) as HTMLButtonElement;
    const cards = screen.getAllByTestId('fusion-item');
    for (const card of cards) fireEvent.click(card);
    expect(cards.map((card) => card.getAttribute('aria-pressed'))).toEqual(['true', 'true', 'true', 'false']);
    expect(add.disabled).toBe(false);
    fireEvent.click(cards[0] as HTMLElement);
    expect(add.disabled).toBe(true);
    fireEvent.click(cards[3] as HTMLElement);
    expect(screen.getByRole('link', { name: 'Go to marketplace' }).getAttribute('href')).toContain(
      'page=1&search=Block%202&tiers[]=0',
    );
    fireEvent.click(add);

    expect(await screen.findByTestId('fusion-landing')).toBeTruthy();
    expect(screen.getByTestId('fusion-selected-count').textContent).toBe('3 selected');
    expect(screen.getByRole('button', { name: 'Edit Selection' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Fuse' }));

    expect(await screen.findByRole('heading', { name: 'Before Proceeding With Fusion' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Acknowledge' }));
    expect(await screen.findByTestId('shipping-address-step')).toBeTruthy();
    // No US address: the box ticked, Skip goes on to the payment.
    const skip = screen.getByRole('button', { name: 'Skip' }) as HTMLButtonElement;
    expect(skip.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('I do not want the physical item shipped to me'));
    expect(skip.disabled).toBe(false);
  });

  it('shows the recipes from the fuse info', async () => {
    signedIn();
    renderAt('/fusion');
    fireEvent.click(await screen.findByRole('button', { name: 'view recipes' }));
    const recipes = await screen.findByTestId('fusion-recipes');
    expect(within(recipes).getByText('Any 3 NFTs')).toBeTruthy();
  });
});
