import { familyHandler } from '../../lib/http';
import { getBalance } from './get-balance';

export const endpoints = [getBalance];
export const handler = familyHandler(endpoints);
