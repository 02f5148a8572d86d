import { Availability } from '../../../shared/domain/enums';
import { auctionKind, Rejection, refuse, timingRefusal } from '../../../shared/rules/auctions';
import { dealsWithSelf } from '../../../shared/rules/self-dealing';
import { getAuction } from '../../data/auction';
import { getDrop } from '../../data/drop';
import { getListing, isListingId } from '../../data/listing';
import { getPack } from '../../data/pack';
import { getWonBid } from '../../data/won-bid';
import type { Deps } from '../../lib/deps';
import { NotFoundError } from '../../lib/errors';
import type { FraudSubject } from '../../lib/ports/fraud';
import { ListingNotActiveError } from '../listings/listing-errors';
import { OwnItemPurchaseError, PackNotOnSaleError } from '../purchases/errors';
import { SaleRefusedError } from '../purchases/sale-errors';

/**
 * A fraud check is paid for, so it is only for something the caller could buy now: a pack of a live drop, an
 * auction selling at a price while it is live (not the caller's own storefront listing), an active resale listing of another user, or an auction whose win the caller has still to pay. 404 for
 * an unknown id; the checkout's own refusal (409) for one not on sale.
 */
export async function assertBuyable(deps: Deps, userUuid: string, subject: FraudSubject): Promise<void> {
  if (subject.kind === 'drop') {
    const pack = await getPack(deps.db, subject.id);
    if (!pack) throw new NotFoundError();
    const drop = await getDrop(deps.db, pack.dropId);
    if (drop?.availability !== Availability.available || drop.soldOut || pack.soldOut)
      throw new PackNotOnSaleError();
    return;
  }
  if (isListingId(subject.id)) {
    const listing = await getListing(deps.db, subject.id);
    if (!listing) throw new NotFoundError();
    if (listing.status !== 'active') throw new ListingNotActiveError(listing.status === 'reserved');
    if (dealsWithSelf(userUuid, listing.sellerUuid)) throw new OwnItemPurchaseError();
    return;
  }
  const auction = await getAuction(deps.db, subject.id);
  if (!auction) throw new NotFoundError();
  if (dealsWithSelf(userUuid, auction.storefront?.creatorUserUuid)) throw new OwnItemPurchaseError();
  if ((await getWonBid(deps.db, auction.id, userUuid))?.status === 'pending_payment') return;
  const refusal =
    auctionKind(auction.auctionType).mode === 'buy'
      ? timingRefusal(auction, deps.clock.now())
      : refuse(Rejection.notForSale);
  if (refusal) throw new SaleRefusedError(refusal);
}
