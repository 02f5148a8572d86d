import { familyHandler } from '../../lib/http';
import { claimAuction } from './claim';
import { createListing } from './create-listing';
import { deleteListing } from './delete-listing';
import { editListing } from './edit-listing';
import { getAuction } from './get-auction';
import { getDrawRegistration } from './get-draw-registration';
import { getDrop } from './get-drop';
import { getPackDraw } from './get-pack-draw';
import { listAuctionBids } from './list-auction-bids';
import { listDropAuctions } from './list-drop-auctions';
import { listDrops } from './list-drops';
import { placeBid } from './place-bid';
import { registerForDraw } from './register-for-draw';
import { joinWaitingRoom } from './waiting-room-join';
import { getWaitingRoom } from './waiting-room-status';
import { withdrawFromDraw } from './withdraw-from-draw';

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
  getPackDraw,
  getDrawRegistration,
  registerForDraw,
  withdrawFromDraw,
  createListing,
  editListing,
  deleteListing,
];
export const handler = familyHandler(endpoints);
