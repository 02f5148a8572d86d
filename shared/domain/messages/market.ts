// Part 1 §5 and beyond: resale listings and offers.

// Resale
export const salePriceMinimum = 'Minimum sale price is $1';
export const itemNotReadyForResell = 'Item Not Ready For Resell';
export const nftOnCooldown = 'NFT On Cool-down';

// Offers
export const chooseAnotherPaymentMethod = 'Choose another payment method';
export const unableToCancelOffer = 'Unable to cancel offer';
export const offerAlreadyCanceled = 'Offer already canceled';
export const offerNoLongerAvailable = 'Offer no longer available.';

export const salePriceMaximum = 'Maximum price is $99,999,999.99';
export const salePriceDecimals = 'Use at most 2 decimals.';
export const listOneItem = 'List one NFT at a time.';
export const notItemOwner = 'Only the owner of this NFT can do this.';
export const alreadyListed = 'This NFT is already on the marketplace.';
export const listingNotActive = 'This NFT is no longer for sale.';
export const listingBusy = 'Someone is buying this NFT right now. Please try again in a moment.';
export const offerMinimum = 'Minimum offer is $1';
export const offersDisabled = 'Offers are not available right now.';
export const marketplaceDisabled = 'The marketplace is not available right now.';
