import { familyHandler } from '../../lib/http';
import { claimAuction } from './claim';
import { getAuction } from './get-auction';
import { getDrop } from './get-drop';
import { listAuctionBids } from './list-auction-bids';
import { listDropAuctions } from './list-drop-auctions';
import { listDrops } from './list-drops';
import { placeBid } from './place-bid';
import { joinWaitingRoom } from './waiting-room-join';
import { getWaitingRoom } from './waiting-room-status';

export const endpoints = [
  listDrops,
  getDrop,
  listDropAuctions,
  getAuction,
  listAuctionBids,
  placeBid,
  claimAuction,
  joinWaitingRoom,
  getWaitingRoom,
];
export const handler = familyHandler(endpoints);
