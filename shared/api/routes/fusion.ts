import { defineRoute, type RouteDef } from '../route';
import {
  createFusionAnswerSchema,
  createFusionBodySchema,
  fusionInfoSchema,
  fusionPriceSchema,
  myFusionNftsSchema,
  quoteFusionBodySchema,
} from '../schemas/fusion';

/**
 * Fusion (spec part 2 §7 'Collection, items, export, gift, fusion'); 403 fusion_disabled while the flag is off. In
 * the owner family, with gift, export and vault.
 */
export const fusionRoutes = {
  listMyFusionNfts: defineRoute({
    method: 'GET',
    path: '/nft/mine/fusion',
    family: 'owner',
    access: 'user',
    response: myFusionNftsSchema,
    summary:
      "user's fusion NFTs: the owned items that may be fused (not listed, locked or exported), and the user's fusions",
  }),
  getFusionInfo: defineRoute({
    method: 'GET',
    path: '/nft/fusion_request/info',
    family: 'owner',
    access: 'verified',
    response: fusionInfoSchema,
    summary: 'fuse info: the recipes and the default fuse price (50 USD)',
  }),
  quoteFusion: defineRoute({
    method: 'POST',
    path: '/nft/fusion_request/info',
    family: 'owner',
    access: 'verified',
    body: quoteFusionBodySchema,
    response: fusionPriceSchema,
    summary: "price amount of 3 of the user's items: 50 USD plus the payment method's fee",
  }),
  createFusionRequest: defineRoute({
    method: 'POST',
    path: '/nft/fusion_request',
    family: 'owner',
    access: 'verified',
    body: createFusionBodySchema,
    response: createFusionAnswerSchema,
    summary:
      'The 3 items leave the collection into the fuser and the fee is charged (status success, or a 3-D Secure redirect); the fusion workflow mints and delivers the fused NFT, or gives everything back',
  }),
} satisfies Record<string, RouteDef>;
