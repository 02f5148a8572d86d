import { familyHandler } from '../../lib/http';
import { createFusionRequest } from './create-fusion-request';
import { createOffer } from './create-offer';
import { getFusionInfo } from './get-fusion-info';
import { getItemGift } from './get-item-gift';
import { getOffer } from './get-offer';
import { giftItem } from './gift-item';
import { listItemOffers } from './list-item-offers';
import { listMyFusionNfts } from './list-my-fusion-nfts';
import { markOffersViewed } from './mark-offers-viewed';
import { quoteFusion } from './quote-fusion';
import { reclaimGift } from './reclaim-gift';
import { updateOfferStatus } from './update-offer-status';

/**
 * The offers, and the gift and fusion calls (paths under /nft, but they charge their fees through the payment
 * service this Lambda already bundles for offer holds; the nft Lambda would exceed its bundle budget with it).
 */
export const endpoints = [
  createOffer,
  markOffersViewed,
  updateOfferStatus,
  getOffer,
  listItemOffers,
  giftItem,
  getItemGift,
  reclaimGift,
  listMyFusionNfts,
  getFusionInfo,
  quoteFusion,
  createFusionRequest,
];
export const handler = familyHandler(endpoints);
