import { familyHandler } from '../../lib/http';
import { emailSubscribe } from './email-subscribe';
import { subscribePromotion } from './subscribe-promotion';

export const endpoints = [emailSubscribe, subscribePromotion];
export const handler = familyHandler(endpoints);
