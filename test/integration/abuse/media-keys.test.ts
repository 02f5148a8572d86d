import { describe, expect, it } from 'vitest';
import { storefrontMessages } from '../../../shared/domain/storefront-messages';
import { createTestDb } from '../../support/db';
import { creator, draftBody, paths, storefrontDeps, uploadedKey } from '../storefront/support';

const db = await createTestDb();
const { deps } = storefrontDeps(db);
const maker = await creator(deps, 'Mara Keys');
const rival = await creator(deps, 'Rhys Other');

const refusal = {
  status: 400,
  body: { errors: [{ field: 'media_key', message: storefrontMessages.storefrontMediaKeyInvalid }] },
};

/** Keys a storefront draft must not show: another creator's upload, a way out of the folder, a URL. */
const foreignKeys = [
  uploadedKey(rival.creatorId),
  `${uploadedKey(maker.creatorId).replace(/[^/]+$/, '')}../${rival.creatorId}/01JHARBOUR0000000000000000.png`,
  '../x',
  'nfts/seed/harbour.png',
  'https://evil.example/harbour.png',
  'data:image/png;base64,iVBORw0KGgo=',
  `storefront/${maker.creatorId}/harbour.png`,
  `storefront/${maker.creatorId}/01JHARBOUR0000000000000000.svg`,
];

describe('the media key of a storefront draft', () => {
  it("takes the creator's own upload, refuses another creator's file, '../', a scheme or a name no upload gives", async () => {
    const draft = await maker.call('POST', paths.nfts, draftBody(maker.creatorId));
    expect(draft.status).toBe(200);
    expect(draft.body.image).toBe(`/media/${uploadedKey(maker.creatorId)}`);
    for (const key of foreignKeys)
      expect(
        await maker.call('POST', paths.nfts, draftBody(maker.creatorId, { media_key: key })),
        key,
      ).toMatchObject(refusal);
  });

  it('refuses them as an edit of a draft too, which keeps its own media', async () => {
    const draft = await maker.call('POST', paths.nfts, draftBody(maker.creatorId));
    for (const key of foreignKeys)
      expect(await maker.call('PATCH', paths.nft(draft.body.uuid), { media_key: key }), key).toMatchObject(
        refusal,
      );
    expect((await maker.call('GET', paths.nft(draft.body.uuid))).body.image).toBe(
      `/media/${uploadedKey(maker.creatorId)}`,
    );
  });
});
