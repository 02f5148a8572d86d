import type { Db } from '../../../functions/data/db';
import type { Deps } from '../../../functions/lib/deps';
import { PaymentMethod } from '../../../shared/domain/enums';
import { defaultFlags } from '../../../shared/domain/flags';
import { createTestDeps } from '../../support/deps';
import type { SignedInUser } from '../account/support';
import { giveEdition, nftOf } from '../collection/support';

export const MINE = '/api/nft/mine/fusion';
export const INFO = '/api/nft/fusion_request/info';
export const FUSE = '/api/nft/fusion_request';

/** Demo NFTs with thousands of editions, on Tezos and Polygon: the items fused come from them. */
const FUSION_NFTS = [
  'nft-neon-frequencies-green',
  'nft-festival-afterglow-gold',
  'nft-championship-rings-gold',
];

/** Test deps with the fusion flag on (off by default, part 2 §9). */
export const fusionDeps = (db: Db, overrides: Partial<Deps> = {}) =>
  createTestDeps(db, { flags: { ...defaultFlags, fusionEnabled: true }, ...overrides });

let nextSequence = 1;

/** Gives the user `count` editions (bought now), of different NFTs; answers their item ids. */
export async function ownedItems(deps: Deps, user: SignedInUser, count = 3): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const nft = await nftOf(deps, FUSION_NFTS[i % FUSION_NFTS.length] as string);
    const sequence = nextSequence++;
    await giveEdition(deps, nft, sequence, user.user.uuid);
    ids.push(`${nft.id}-${sequence}`);
  }
  return ids;
}

/** A fusion request paid from prepaid USD. */
export const usdFusion = (items: string[], extra: Record<string, unknown> = {}) => ({
  items,
  payment_method: PaymentMethod.marketplaceCredit,
  source: 'usd',
  redirect_uri: '/fusion',
  action: 'fusion',
  shipment_info: null,
  ...extra,
});
