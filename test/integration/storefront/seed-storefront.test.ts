import { describe, expect, it } from 'vitest';
import { getCreatorInvitation } from '../../../functions/data/creator-invitation';
import { DEMO_CREATOR, DEMO_CREATOR_INVITATION, seedStorefront } from '../../../scripts/seed/seed-storefront';
import { createTestDb } from '../../support/db';
import { signedInUser } from '../account/support';
import { paths, storefrontDeps } from './support';

const db = await createTestDb();
const { deps, clock } = storefrontDeps(db);

describe('the storefront demo seed', () => {
  it('seeds the demo invitation and a creator with a listed NFT, once', async () => {
    await seedStorefront(deps, 'demo/harbour.png', clock.now());
    await seedStorefront(deps, 'demo/harbour.png', clock.now());

    expect(await getCreatorInvitation(db, DEMO_CREATOR_INVITATION.token)).toMatchObject({
      status: 'pending',
    });
    const visitor = await signedInUser(deps);
    const creators = await visitor.call('GET', paths.artists);
    expect(creators.body.results).toEqual([
      expect.objectContaining({ id: DEMO_CREATOR.id, name: DEMO_CREATOR.name, nft_count: 1 }),
    ]);
    const nfts = await visitor.call('GET', `${paths.publicNfts}?artist_id=${DEMO_CREATOR.id}`);
    expect(nfts.body.results).toEqual([
      expect.objectContaining({ title: 'Harbour at First Light', price: 25, available: 10, sold_out: false }),
    ]);
  });
});
