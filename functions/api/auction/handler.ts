import { familyHandler } from '../../lib/http';
import { getDrop } from './get-drop';
import { listDropAuctions } from './list-drop-auctions';
import { listDrops } from './list-drops';

export const endpoints = [listDrops, getDrop, listDropAuctions];
export const handler = familyHandler(endpoints);
