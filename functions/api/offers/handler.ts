import { familyHandler } from '../../lib/http';
import { createCollectionOffer } from './create-collection-offer';
import { createOffer } from './create-offer';
import { getOffer } from './get-offer';
import { listCollectionOffers } from './list-collection-offers';
import { listItemCollectionOffers } from './list-item-collection-offers';
import { listItemOffers } from './list-item-offers';
import { markOffersViewed } from './mark-offers-viewed';
import { updateCollectionOffer } from './update-collection-offer';
import { updateOfferStatus } from './update-offer-status';

export const endpoints = [
  createOffer,
  markOffersViewed,
  updateOfferStatus,
  getOffer,
  listItemOffers,
  createCollectionOffer,
  listCollectionOffers,
  updateCollectionOffer,
  listItemCollectionOffers,
];
export const handler = familyHandler(endpoints);
