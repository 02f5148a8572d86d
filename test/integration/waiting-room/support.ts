import { transactWrite } from '../../../functions/data/db';
import { type DropRecord, putDrop } from '../../../functions/data/drop';
import type { Deps } from '../../../functions/lib/deps';

/** A drop starting `startsInMs` after the test clock's now, a week long, without packs. */
export function dropRecord(deps: Deps, id: string, overrides: Partial<DropRecord> = {}): DropRecord {
  const now = deps.clock.now().getTime();
  return {
    id,
    title: `Drop ${id}`,
    description: 'A test drop.',
    category: 'music',
    thumbnailKey: 'drops/thumb.jpg',
    bannerKey: 'drops/banner.jpg',
    videoKey: null,
    priceCents: 1000,
    featureAt: new Date(now + 10 * 60_000).toISOString(),
    featureUntil: new Date(now + 7 * 24 * 3600_000).toISOString(),
    availability: 2,
    soldOut: false,
    showSignup: false,
    promotionUuid: null,
    needsWaitingRoom: false,
    termsKey: null,
    tiers: [],
    artist: { id: 'artist-1', name: 'Ada', iconKey: 'artists/ada-icon.jpg', imageKey: 'artists/ada.jpg' },
    blockchainTypes: [1],
    ...overrides,
  };
}

export async function createDrop(deps: Deps, id: string, overrides: Partial<DropRecord> = {}) {
  const drop = dropRecord(deps, id, overrides);
  await transactWrite(deps.db, [putDrop(deps.db, drop)]);
  return drop;
}
