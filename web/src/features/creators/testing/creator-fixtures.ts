import type { CreatorCard, StorefrontNftCard } from '../../../../../shared/api/schemas/storefront';

export const makeCreatorCard = (overrides: Partial<CreatorCard> = {}): CreatorCard => ({
  id: 'creator-1',
  name: 'Ada Lovelace',
  bio: 'Engines and art.',
  avatar: null,
  nft_count: 2,
  ...overrides,
});

export const makeStorefrontNftCard = (overrides: Partial<StorefrontNftCard> = {}): StorefrontNftCard => ({
  id: 'nft-9',
  uuid: 'sf-1',
  title: 'Analytical Engine',
  image: null,
  price: 25,
  editions: 10,
  available: 6,
  artist: { id: 'creator-1', name: 'Ada Lovelace' },
  auction_id: 'auction-1',
  starts: '2026-03-10T12:00:00.000Z',
  ends: null,
  sold_out: false,
  ...overrides,
});
