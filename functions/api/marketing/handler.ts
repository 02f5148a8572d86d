import { familyHandler } from '../../lib/http';
import { emailSubscribe } from './email-subscribe';
import { getPassRaffleEndpoint } from './get-pass-raffle';
import { listPromotionSubscriptions } from './list-promotion-subscriptions';
import { subscribePromotion } from './subscribe-promotion';

export const endpoints = [
  emailSubscribe,
  subscribePromotion,
  listPromotionSubscriptions,
  getPassRaffleEndpoint,
];
export const handler = familyHandler(endpoints);
