import { familyHandler } from '../../lib/http';
import { createOffer } from './create-offer';
import { getOffer } from './get-offer';
import { listItemOffers } from './list-item-offers';
import { markOffersViewed } from './mark-offers-viewed';
import { updateOfferStatus } from './update-offer-status';

export const endpoints = [createOffer, markOffersViewed, updateOfferStatus, getOffer, listItemOffers];
export const handler = familyHandler(endpoints);
