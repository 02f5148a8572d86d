import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OwnedItem } from '../../../../../shared/api/schemas/nft';
import { mockApi } from '../../../testing/mock-api';
import { makeOwnedItem } from '../../../testing/nft-fixtures';
import { renderAt } from '../../../testing/render';
import { VaultModal } from './vault-modal';

const piece = (id: string, media_type: 1 | 2 | 3 | 4, frame_type: 'classic' | 'modern') => ({
  id,
  media_type,
  file: `/api/nft/nft-a/item/nft-a-1/vault/${id}`,
  related_to: null,
  frame_type,
  title: `Piece ${id}`,
  terms_link: id === 'v2' ? '/app/terms-of-service' : null,
  private_description: null,
});

const unopened = (): OwnedItem =>
  makeOwnedItem({ vault: [piece('v1', 1, 'classic'), piece('v2', 2, 'modern'), piece('v3', 3, 'modern')] });

describe('VaultModal', () => {
  it('opens the vault, waits the answered time, then reads the item again', async () => {
    const fetchMock = mockApi({
      'POST /api/nft/nft-a/item/nft-a-1/open-vault': {
        is_vault_opened: false,
        opens_at: new Date(Date.now() + 80).toISOString(),
        wait_ms: 80,
      },
    });
    const onOpened = vi.fn(async () => undefined);
    renderAt('/', <VaultModal item={unopened()} onClose={() => {}} onOpened={onOpened} />);
    expect(screen.getByText("This NFT's vault holds 3 pieces of content, for you only.")).toBeTruthy();
    expect(screen.getAllByTestId('vault-item').map((li) => li.dataset.frame)).toEqual([
      'classic',
      'modern',
      'modern',
    ]);
    screen.getByTestId('open-vault').click();
    await screen.findByTestId('vault-opening');
    expect(onOpened).not.toHaveBeenCalled();
    await waitFor(() => expect(onOpened).toHaveBeenCalledOnce());
    await waitFor(() => expect(screen.queryByTestId('vault-opening')).toBeNull());
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows each media type of an opened vault from its signed URL, with descriptions and terms', async () => {
    const signed = (url: URL) => ({
      url: `/private-media/${url.pathname.split('/').pop()}?expires=1&signature=x`,
      expires_at: new Date().toISOString(),
    });
    mockApi({
      'GET /api/nft/nft-a/item/nft-a-1/vault/v1': signed,
      'GET /api/nft/nft-a/item/nft-a-1/vault/v2': signed,
      'GET /api/nft/nft-a/item/nft-a-1/vault/v3': signed,
    });
    const item = unopened();
    const opened: OwnedItem = {
      ...item,
      is_vault_opened: true,
      vault: item.vault.map((entry) => ({ ...entry, private_description: `About ${entry.id}` })),
    };
    renderAt('/', <VaultModal item={opened} onClose={() => {}} onOpened={async () => {}} />);
    expect((await screen.findByTestId('vault-image')).getAttribute('src')).toBe(
      '/private-media/v1?expires=1&signature=x',
    );
    expect((await screen.findByTestId('vault-audio')).getAttribute('src')).toBe(
      '/private-media/v2?expires=1&signature=x',
    );
    expect((await screen.findByTestId('vault-video')).getAttribute('src')).toBe(
      '/private-media/v3?expires=1&signature=x',
    );
    expect(screen.getByText('About v2')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terms of use' }).getAttribute('href')).toBe(
      '/app/terms-of-service',
    );
    expect(screen.queryByTestId('open-vault')).toBeNull();
  });
});
