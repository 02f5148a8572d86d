import type { Collection, CollectionNft, FilterGroup } from '../../../../shared/api/schemas/collections';

export const makeCollection = (over: Partial<Collection> = {}): Collection => ({
  id: 'collection-neon',
  type: 'generative',
  title: 'Neon Alley',
  description: 'Forty generative city blocks.',
  category: 'lifestyle',
  header_image: '/media/collections/neon/header.svg',
  thumbnail: '/media/collections/neon/thumbnail.svg',
  auction_min_price: 25,
  nft_quantity: 40,
  minted_by: 'platform',
  is_ranked: true,
  featured: false,
  tiers: [11],
  floor_price: null,
  created_at: '2026-05-30T12:00:00.000Z',
  ...over,
});

export const makeCollectionNft = (over: Partial<CollectionNft> = {}): CollectionNft => ({
  id: 'nft-neon-001',
  title: 'Neon Alley #001',
  type: 11,
  thumbnail: '/media/nfts/nft-neon-001.svg',
  artist: { name: 'Studio Kairo' },
  editions: 1,
  rank: 1,
  price: null,
  resell_allowed: true,
  ...over,
});

export const backgroundFilters: FilterGroup[] = [
  {
    title: 'Background',
    type: 1,
    count: 40,
    items: [
      { title: 'Dusk Violet', count: 12, percent: 30, value: '1:Dusk Violet' },
      { title: 'Aurora', count: 3, percent: 7.5, value: '1:Aurora' },
    ],
  },
];
