import { getCreator, putNewCreator } from '../../functions/data/creator';
import { getCreatorInvitation } from '../../functions/data/creator-invitation';
import { transactWrite } from '../../functions/data/db';
import { getStorefrontNft, startStorefrontMint } from '../../functions/data/storefront-nft';
import { newUserRecord, putNewUser } from '../../functions/data/user';
import { createDraft } from '../../functions/domain/storefront/drafts';
import { createCreatorInvitation } from '../../functions/domain/storefront/invitations';
import { listForSale } from '../../functions/domain/storefront/listing';
import { mintStorefrontNft } from '../../functions/domain/storefront/mint-steps';
import type { Deps } from '../../functions/lib/deps';
import { DEMO_COLLECTOR } from './seed-demo-collector';

/** The demo invitation (README): the demo collector claims it on /app/storefront-claim?token=... */
export const DEMO_CREATOR_INVITATION = {
  token: 'demo-creator-invitation',
  email: DEMO_COLLECTOR.email,
  creatorName: 'Demo Collector Studio',
} as const;

/** A creator already on the storefront, so /creators is not empty: one NFT minted and listed. */
export const DEMO_CREATOR = {
  id: 'demo-creator',
  userUuid: 'demo-creator-user',
  name: 'Harbour Studio',
  bio: 'Seascapes at first light, minted in small editions.',
} as const;

/**
 * Safe to run again: each part is skipped once there. The demo creator's NFT goes through the same steps as a
 * creator's (draft, mint, Buy Now listing) without a minting fee: the seed pays nothing.
 */
export async function seedStorefront(deps: Deps, imageKey: string, now: Date): Promise<void> {
  if (!(await getCreatorInvitation(deps.db, DEMO_CREATOR_INVITATION.token)))
    await createCreatorInvitation(deps, DEMO_CREATOR_INVITATION);
  if (await getCreator(deps.db, DEMO_CREATOR.id)) return;
  const user = newUserRecord({
    uuid: DEMO_CREATOR.userUuid,
    email: 'demo.creator@example.com',
    emailVerified: true,
    username: 'harbour_studio',
    phoneNumber: '+12025550102',
    passwordHash: 'no-login',
    dateJoined: now.toISOString(),
    status: 'active',
  });
  const creator = {
    ...DEMO_CREATOR,
    avatarKey: null,
    payoutType: 'fiat' as const,
    createdAt: now.toISOString(),
  };
  await transactWrite(deps.db, [putNewUser(deps.db, user), ...putNewCreator(deps.db, creator)]);
  const draft = await createDraft(deps, creator, {
    title: 'Harbour at First Light',
    description: 'The harbour as the fishing boats leave, in ten editions.',
    editions: 10,
    traits: [{ trait_type: 'Palette', value: 'Dawn' }],
    royalty: 5,
    media_key: imageKey,
  });
  const at = now.toISOString();
  await transactWrite(deps.db, [
    startStorefrontMint(deps.db, draft, { orderId: `seed:${draft.uuid}`, method: { type: 'credit' }, at }),
  ]);
  await mintStorefrontNft(deps, draft.uuid);
  const minted = await getStorefrontNft(deps.db, draft.uuid);
  if (!minted) throw new Error('The demo storefront NFT was not minted');
  await listForSale(deps, minted, { price: 25, quantity: 10 });
}
