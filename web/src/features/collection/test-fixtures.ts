import type { HistoryEntry, OwnedItem } from '../../../../shared/api/schemas/nft';

/** An owned item as GET /api/nft/mine answers it to its owner. */
export function makeOwnedItem(overrides: Partial<OwnedItem> = {}): OwnedItem {
  const id = overrides.id ?? 'nft-a-1';
  return {
    id,
    nft: {
      id: 'nft-a',
      title: 'Neon Block',
      type: 4,
      thumbnail: '/media/nfts/a.svg',
      image: '/media/nfts/a.svg',
      artist: { id: 'artist-1', name: 'Studio Kairo', icon: '/media/i.svg', image: '/media/im.svg' },
      minted_by: 'platform',
      blockchain_type: 1,
    },
    sequence: 1,
    sold_at: null,
    is_vault_opened: false,
    vault: [],
    metadata: {
      openEdition: false,
      contract_address: null,
      tezos_address: null,
      artifactUri: '/media/nfts/a.svg',
      displayUri: '/media/nfts/a.svg',
    },
    visibility: 'public',
    rank: null,
    owned_at: '2026-03-01T10:00:00.000Z',
    is_owner: true,
    export_status: 'not_initiated',
    export_allowed: false,
    export_cancellable: false,
    export_denied_reason: null,
    time_to_export: null,
    new_offers_count: 0,
    offers_count: 0,
    resell_allowed: true,
    resell_denied_reason: null,
    can_gift: true,
    ...overrides,
  };
}

/** A history entry as GET /api/nft/mine/history answers it. */
export function makeHistoryEntry(overrides: Partial<HistoryEntry> = {}): HistoryEntry {
  return {
    id: 'transfer-1',
    kind: 'charge',
    owned_at: '2026-03-01T10:00:00.000Z',
    old_owner: null,
    owner: 'fan_account',
    nft_item: {
      id: 'nft-a-7',
      sequence: 7,
      open_edition: false,
      nft: {
        id: 'nft-a',
        title: 'Neon Block',
        type: 4,
        image: '/media/nfts/a.svg',
        thumbnail: '/media/nfts/a.svg',
        artist: { name: 'Studio Kairo' },
      },
    },
    line_item: { amount: '25.00', coin: null, usd_amount: 25, method: 1, last4: '4242' },
    quantity: 1,
    bundle: null,
    is_gift: false,
    receiver: null,
    seller: null,
    is_fused: false,
    is_fusing_result: false,
    is_external_order: false,
    ...overrides,
  };
}

export const page = <T>(results: T[], count = results.length, next: number | null = null) => ({
  count,
  next,
  results,
});
