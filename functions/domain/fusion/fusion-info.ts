import { DEFAULT_FUSE_PRICE_CENTS, FUSION_NFT_COUNT } from '../../../shared/domain/constants';
import { getFusion, listUserFusionIds } from '../../data/fusion';
import { listOwnerItems, type NftItemRecord } from '../../data/nft-item';
import type { Deps } from '../../lib/deps';
import type { PaymentChoice } from '../payments/payment-method';
import { quoteOrder } from '../payments/quote-order';
import { assertFusionEnabled, assertThreeItems, nftsOf, ownedFusionItems } from './request-fusion';

/** What the fuser makes of three NFTs (GET /nft/fusion_request/info 'recipes'). */
export const fusionRecipes = [
  {
    id: 'any-three',
    title: 'Any 3 NFTs',
    description:
      'Fuse any 3 NFTs you own into one new fused NFT. A physical item with a phygital card that unlocks the AR app can ship to a US address.',
    items: FUSION_NFT_COUNT,
  },
] as const;

/** An item that may go into the fuser: owned, not listed, not locked for a sale, never exported. */
const fusable = (item: NftItemRecord) =>
  !item.listing && !item.lockedForOrder && item.exportStatus === 'not_initiated';

/** GET /nft/mine/fusion: the user's items that may be fused (with their NFTs), and the user's fusions. */
export async function listFusionNfts(deps: Deps, userUuid: string) {
  assertFusionEnabled(deps);
  const items = (await listOwnerItems(deps.db, userUuid)).filter(fusable);
  const nfts = await nftsOf(deps, items);
  const fusions = await Promise.all(
    (await listUserFusionIds(deps.db, userUuid)).map((id) => getFusion(deps.db, id)),
  );
  return {
    items: items.flatMap((item, i) => {
      const nft = nfts[i];
      return nft ? [{ item, nft }] : [];
    }),
    fusions: fusions.filter((fusion) => fusion !== undefined),
  };
}

/**
 * POST /nft/fusion_request/info: the fee for these three items of the user's, paid with `method` (50 USD plus
 * the method's fee); without a method, the fee alone.
 */
export async function quoteFusion(
  deps: Deps,
  input: { userUuid: string; itemIds: string[]; method: PaymentChoice | null },
) {
  assertFusionEnabled(deps);
  assertThreeItems(input.itemIds);
  await ownedFusionItems(deps, input.userUuid, input.itemIds);
  if (!input.method)
    return { priceCents: DEFAULT_FUSE_PRICE_CENTS, fees: [], totalCents: DEFAULT_FUSE_PRICE_CENTS };
  return quoteOrder(deps, {
    userUuid: input.userUuid,
    priceCents: DEFAULT_FUSE_PRICE_CENTS,
    method: input.method,
  });
}
