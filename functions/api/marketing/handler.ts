import { familyHandler } from '../../lib/http';
import { emailSubscribe } from './email-subscribe';
import { getPassRaffleEndpoint } from './get-pass-raffle';
import { subscribePromotion } from './subscribe-promotion';

export const endpoints = [emailSubscribe, subscribePromotion, getPassRaffleEndpoint];
export const handler = familyHandler(endpoints);
