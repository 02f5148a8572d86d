import { familyHandler } from '../../lib/http';
import { emailSubscribe } from './email-subscribe';

export const endpoints = [emailSubscribe];
export const handler = familyHandler(endpoints);
