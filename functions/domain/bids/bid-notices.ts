import { NotificationType } from '../../../shared/domain/enums';
import type { BidKind } from '../../../shared/rules/auctions';
import type { AuctionRecord } from '../../data/auction';
import type { BidBookRecord, BidRecord } from '../../data/bid';
import { newEvent } from '../../events/catalog';
import type { Deps } from '../../lib/deps';
import type { DomainEvent } from '../../lib/ports/event-bus';
import type { BookChange } from './bid-book';

/**
 * The notices of an accepted bid, recorded in its transaction (part 1 §3 notification types). The bidder hears
 * 'winning bid' when their bid becomes the highest, 'winning bid increased' when they raise the highest bid they
 * already held. Outbid bidders hear 'outbid' when the one winning bid was beaten, 'no longer winning' when a bid
 * was pushed out of several winner slots. A silent auction tells nobody before its close. A bid held on a card
 * tells its bidder the card was authorized (their own receipt, so even on a silent auction): written with the bid,
 * so a bid that lost the race for the book (its hold released) tells nothing.
 */
export function bidNotices(
  deps: Deps,
  auction: AuctionRecord,
  kind: BidKind,
  before: BidBookRecord,
  bid: BidRecord,
  change: BookChange,
): DomainEvent[] {
  const notice = (userId: string, notificationType: NotificationType) =>
    newEvent(deps, 'NotificationRequested', {
      user_uuid: userId,
      notification_type: notificationType,
      subject: auction.title,
      auction: { id: auction.id, title: auction.title },
    });
  const cardNotice =
    bid.payment?.type === 'card' ? [notice(bid.userId, NotificationType.cardAuthorized)] : [];
  if (kind.hiddenBids) return cardNotice;
  const outbidType = kind.winners === 'single' ? NotificationType.outbid : NotificationType.outbidSecondKind;
  const winning = winningType(before, bid, change);
  return [
    ...cardNotice,
    ...(winning === null ? [] : [notice(bid.userId, winning)]),
    ...change.pushedOut.map((entry) => notice(entry.userId, outbidType)),
  ];
}

/** 'Winning bid' for a bid that became the highest, 'increased' for a raise of the highest; null otherwise. */
function winningType(before: BidBookRecord, bid: BidRecord, change: BookChange): NotificationType | null {
  if (change.book.leaders[0]?.userId !== bid.userId) return null;
  const highest = before.leaders[0];
  if (highest?.userId !== bid.userId) return NotificationType.winningBidHighest;
  return bid.amountCents > highest.amountCents ? NotificationType.winningBidIncreased : null;
}
