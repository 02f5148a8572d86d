import type { Edition, NftDetail } from '../../../shared/api/schemas/nft';

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
