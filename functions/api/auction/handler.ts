import { familyHandler } from '../../lib/http';
import { getAuction } from './get-auction';
import { getDrop } from './get-drop';
import { listAuctionBids } from './list-auction-bids';
import { listDropAuctions } from './list-drop-auctions';
import { listDrops } from './list-drops';
import { placeBid } from './place-bid';

export const endpoints = [listDrops, getDrop, listDropAuctions, getAuction, listAuctionBids, placeBid];
export const handler = familyHandler(endpoints);
