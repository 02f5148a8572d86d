import type { Edition, NftDetail, OwnedItem } from '../../../shared/api/schemas/nft';

/** A GET /nft/{id} answer for nft-1, sold by auction-1, with one trait and no sales. */
export function makeNftDetail(overrides: Partial<NftDetail> = {}): NftDetail {
  return {
    id: 'nft-1',
    title: 'Golden Hour',
    type: 1,
    quantity: 1,
    image: '/a-big.jpg',
    thumbnail: '/a.jpg',
    video: null,
    audio: null,
    description: 'One of one.',
    traits: [{ type: 1, display_value: 'Gold', percentage_like_mine: 12.5, number_like_mine: 5, rarity: 3 }],
    artist: { id: 'artist-1', name: 'DJ Nova', icon: '/media/a.jpg', image: '/media/a-big.jpg' },
    minted_by: 'platform',
    has_vault: 'no',
    blockchain_type: 1,
    resell_allowed: true,
    secondary_sale_platform_fee: 2.5,
    secondary_sale_resale_royalty: 10,
    rank: null,
    collection: { id: 'collection-1', title: 'Summer', is_ranked: false },
    auction: null,
    secondary_auction: null,
    stats: { nfts: 40, editions: 1, owners: 0, floor: null, ath: null, listings: 0 },
    ...overrides,
  };
}

/** A sold edition of nft-1, not listed. */
export const makeEdition = (sequence: number, overrides: Partial<Edition> = {}): Edition => ({
  id: `nft-1-${sequence}`,
  sequence,
  price: null,
  seller: null,
  has_vault: 'no',
  auction_id: null,
  is_owner: false,
  offer: null,
  visibility: 'public',
  rank: null,
  ...overrides,
});

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
