// Part 1 §5 and beyond: bids, purchases, claims and pre-qualified wins.

// Bids and purchases
export const bidTooLow = 'Bid should be equal to or more then {min}';
export const purchaseLimitReached = 'You have purchased the maximum available per account for this NFT';

export const logInToContinue = 'Please log in to continue.';
export const preQualifiedBiddersOnly = 'Only pre-qualified bidders may bid on this auction.';
export const ownAuction = 'You cannot buy or bid on your own item.';
export const auctionNotStarted = 'This auction has not started yet.';
export const auctionEnded = 'This auction has ended.';
export const auctionSoldOut = 'This NFT is sold out.';
export const auctionNotBiddable = 'This auction does not take bids.';
export const auctionNotForSale = 'This NFT cannot be bought here.';
export const auctionNotClaimable = 'This NFT cannot be claimed.';
// Claims of orders from the external auction site
export const orderAlreadyClaimed = 'This order was already claimed.';
export const orderClaimInProgress = 'This order is being claimed.';
export const orderNotFound = 'No order was found for this e-mail.';
export const orderNftUnknown = 'No NFT {nftId} is in the catalogue.';
export const orderTooLarge = 'An order holds at most {max} editions.';
export const auctionPriceMissing = 'This NFT has no price yet.';
export const bidAmountInvalid = 'Enter a bid in dollars and cents.';
export const bidUnchanged = 'Your bid is already {amount}.';
export const bidRaceLost = 'Other bids came in at the same moment. Bid should be equal to or more then {min}';
export const bidAddressRequired = 'Choose a shipping address for this item.';
export const shippingCountryNotServed = 'This item does not ship to the country of this address.';
export const quantityInvalid = 'Choose how many to buy.';
export const quantityNotAvailable = 'Only {available} left.';
export const packSoldOut = 'This pack is sold out.';
export const packNotOnSale = 'This pack is not on sale right now.';
export const priceChanged = 'The price has changed. Please review your order.';
export const fraudCheckRequired = 'Your order has to be checked before payment. Please try again.';
export const fraudCheckFailed = 'We could not approve this order. Contact support.';
export const winNotFound = 'You have no winning bid to pay on this auction.';
export const winPaymentClosed = 'The 24 hours to pay for this winning bid have passed.';
export const winPaymentInProgress = 'A payment for this winning bid is already under way.';
