import { familyHandler } from '../../lib/http';
import { claimCreatorInvitation } from './claim-creator-invitation';
import { createStorefrontMediaUploadUrl } from './create-media-upload-url';
import { createStorefrontNft } from './create-storefront-nft';
import { getCreatorProfile } from './get-creator-profile';
import { getMyStorefrontNft } from './get-my-storefront-nft';
import { getStorefrontArtist } from './get-storefront-artist';
import { getStorefrontEarnings } from './get-storefront-earnings';
import { getStorefrontNft } from './get-storefront-nft';
import { listCreatorClaims } from './list-creator-claims';
import { listMyStorefrontNfts } from './list-my-storefront-nfts';
import { listStorefrontArtists } from './list-storefront-artists';
import { listStorefrontNftForSale } from './list-storefront-nft-for-sale';
import { listStorefrontNfts } from './list-storefront-nfts';
import { mintStorefrontNft } from './mint-storefront-nft';
import { updateCreatorProfile } from './update-creator-profile';
import { updateStorefrontNft } from './update-storefront-nft';

/**
 * The storefront (issue 15): the public creator reads (creatorsEnabled) and a creator's own calls (storefrontEnabled):
 * claims, profile, media uploads, drafts, minting (the fee through the payment service), listings and earnings.
 */
export const endpoints = [
  listStorefrontArtists,
  getStorefrontArtist,
  listStorefrontNfts,
  getStorefrontNft,
  listCreatorClaims,
  claimCreatorInvitation,
  getCreatorProfile,
  updateCreatorProfile,
  createStorefrontMediaUploadUrl,
  listMyStorefrontNfts,
  createStorefrontNft,
  getMyStorefrontNft,
  updateStorefrontNft,
  mintStorefrontNft,
  listStorefrontNftForSale,
  getStorefrontEarnings,
];
export const handler = familyHandler(endpoints);
