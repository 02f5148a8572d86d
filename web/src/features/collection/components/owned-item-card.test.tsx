import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeOwnedItem } from '../../../testing/nft-fixtures';
import { renderAt } from '../../../testing/render';
import { OwnedItemCard } from './owned-item-card';

const renderCard = (overrides: Parameters<typeof makeOwnedItem>[0]) =>
  renderAt('/account/my-collection', <OwnedItemCard item={makeOwnedItem(overrides)} />);

describe('OwnedItemCard', () => {
  it('shows the artist, tier, edition, title and that it is not listed, linking to the item', () => {
    renderCard({});
    expect(screen.getByText('Studio Kairo')).toBeTruthy();
    expect(screen.getByText('Gold')).toBeTruthy();
    expect(screen.getByText('#1')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Neon Block' });
    expect(link.getAttribute('href')).toBe('/nft/nft-a/nft-a-1/details');
    expect(screen.getByTestId('listing-state').textContent).toBe('NFT NOT LISTED FOR SALE');
    expect(screen.getByTestId('visibility').textContent).toBe('Public');
    expect(screen.queryByTestId('rank')).toBeNull();
    expect(screen.queryByTestId('new-offers')).toBeNull();
    expect(screen.queryByTestId('vault-label')).toBeNull();
    expect(screen.queryByTestId('wallet-label')).toBeNull();
  });

  it("shows the rank, 'NFT LISTED FOR SALE' and the new offers, 99+ above 99", () => {
    renderCard({ rank: 3, sold_at: { id: 'listing-1', price: 120 }, new_offers_count: 150 });
    expect(screen.getByTestId('rank').textContent).toBe('Rank: #3');
    expect(screen.getByTestId('listing-state').textContent).toBe('NFT LISTED FOR SALE');
    expect(screen.getByTestId('new-offers').textContent).toBe('99+ new offers');
  });

  it('labels the vault, opened or not, with its count', () => {
    const content = {
      id: 'v1',
      media_type: 1 as const,
      file: '/media/v1.png',
      related_to: null,
      frame_type: 'classic' as const,
      title: 'Backstage',
      terms_link: null,
      private_description: null,
    };
    renderCard({ vault: [content, { ...content, id: 'v2' }] });
    expect(screen.getByTestId('vault-label').textContent).toBe('Vault Unopened (2)');
  });

  it('shows the wallet label for an exported item, without visibility', () => {
    renderCard({ export_status: 'completed', visibility: 'private' });
    expect(screen.getByTestId('wallet-label').textContent).toBe('In Wallet');
    expect(screen.queryByTestId('visibility')).toBeNull();
  });
});
