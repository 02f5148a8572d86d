/**
 * Part 2 §2: an owner cannot buy or make offers on own items. The one test of it for every checkout and offer: the
 * party buying, offering or accepting is the other side's owner (the item's owner, the listing's seller, the
 * storefront listing's creator, the offer's maker). An unowned edition (null) is nobody's own.
 */
export const dealsWithSelf = (partyUuid: string, ownerUuid: string | null | undefined): boolean =>
  ownerUuid === partyUuid;
