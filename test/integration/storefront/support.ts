import type { Db } from '../../../functions/data/db';
import { createCreatorInvitation } from '../../../functions/domain/storefront/invitations';
import { checkMintPayment, mintStorefrontNft } from '../../../functions/domain/storefront/mint-steps';
import type { Deps } from '../../../functions/lib/deps';
import { PaymentMethod } from '../../../shared/domain/enums';
import { defaultFlags } from '../../../shared/domain/flags';
import { createTestDeps } from '../../support/deps';
import { type SignedInUser, signedInUser } from '../account/support';
import { fund } from '../payment-service/support';

export const paths = {
  artists: '/api/storefront_artist/',
  artist: (id: string) => `/api/storefront_artist/${id}`,
  publicNfts: '/api/storefront_nft/',
  publicNft: (id: string) => `/api/storefront_nft/${id}`,
  claims: '/api/storefront/claims',
  profile: '/api/storefront/profile',
  uploadUrl: '/api/storefront/media-upload-url',
  nfts: '/api/storefront/nfts',
  nft: (uuid: string) => `/api/storefront/nfts/${uuid}`,
  mint: (uuid: string) => `/api/storefront/nfts/${uuid}/mint`,
  list: (uuid: string) => `/api/storefront/nfts/${uuid}/list`,
  earnings: '/api/storefront/earnings',
} as const;

/** Test deps with the storefront and creators flags on (both off by default, part 2 §9). */
export const storefrontDeps = (db: Db, overrides: Partial<Deps> = {}) =>
  createTestDeps(db, {
    flags: { ...defaultFlags, storefrontEnabled: true, creatorsEnabled: true },
    ...overrides,
  });

/** A verified user who claimed a fresh invitation: a creator named `name`. */
export async function creator(deps: Deps, name: string): Promise<SignedInUser & { creatorId: string }> {
  const user = await signedInUser(deps);
  const invitation = await createCreatorInvitation(deps, { email: user.user.email, creatorName: name });
  const claimed = await user.call('POST', paths.claims, { token: invitation.token });
  if (claimed.status !== 200) throw new Error(`claim answered ${claimed.status}`);
  return { ...user, creatorId: claimed.body.creator_id };
}

/** A media key as the creator's upload leaves it: in their folder, named by a new id. */
export const uploadedKey = (creatorId: string) => `storefront/${creatorId}/01JHARBOUR0000000000000000.png`;

/** A draft's fields, with a media key of the creator's (as an upload leaves it). */
export const draftBody = (creatorId: string, extra: Record<string, unknown> = {}) => ({
  title: 'Harbour at dawn',
  description: 'Oil on canvas, minted.',
  editions: 5,
  traits: [{ trait_type: 'Palette', value: 'Blue' }],
  royalty: 7.5,
  media_key: uploadedKey(creatorId),
  ...extra,
});

/** The minting fee paid from prepaid USD. */
export const usdMintBody = { payment_method: PaymentMethod.marketplaceCredit, source: 'usd' };

/** A draft of `user`'s minted: the fee paid from prepaid USD and the workflow's steps run. Answers its uuid. */
export async function mintedStorefrontNft(
  deps: Deps,
  user: SignedInUser & { creatorId: string },
  extra: Record<string, unknown> = {},
): Promise<string> {
  await fund(deps, { kind: 'usd', userUuid: user.user.uuid }, 10_000);
  const draft = await user.call('POST', paths.nfts, draftBody(user.creatorId, extra));
  if (draft.status !== 200) throw new Error(`draft answered ${draft.status}`);
  const minting = await user.call('POST', paths.mint(draft.body.uuid), usdMintBody);
  if (minting.body.status !== 'minting') throw new Error(`mint answered ${JSON.stringify(minting.body)}`);
  const payment = await checkMintPayment(deps, draft.body.uuid);
  if (payment.outcome !== 'paid') throw new Error(`minting fee ${payment.outcome}`);
  await mintStorefrontNft(deps, draft.body.uuid);
  return draft.body.uuid;
}
