import type { DropRecord } from '../../functions/data/drop';

/** A plain drop record without packs, open from `featureAt` to `featureUntil` (give them as the test needs). */
export function testDrop(id: string, overrides: Partial<DropRecord> = {}): DropRecord {
  return {
    id,
    title: `Drop ${id}`,
    description: 'A test drop.',
    category: 'music',
    thumbnailKey: 'drops/thumb.jpg',
    bannerKey: 'drops/banner.jpg',
    videoKey: null,
    priceCents: 1000,
    featureAt: '2026-06-01T12:00:00.000Z',
    featureUntil: '2026-06-08T12:00:00.000Z',
    availability: 2,
    soldOut: false,
    showSignup: false,
    promotionUuid: null,
    needsWaitingRoom: false,
    termsKey: null,
    tiers: [],
    artist: { id: 'artist-1', name: 'Ada', iconKey: 'artists/ada-icon.jpg', imageKey: 'artists/ada.jpg' },
    blockchainTypes: [],
    ...overrides,
  };
}
