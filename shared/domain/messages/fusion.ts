// Fusion (not worded by the spec beyond 'Fuse failed.').

export const fusionDisabled = 'Fusion is not available right now.';
export const withdrawDisabled = 'Withdrawals are not available right now.';
export const cryptoPayoutDisabled = 'Crypto payouts are not available right now.';
export const fusionNeedsThree = 'Select exactly 3 NFTs to fuse.';
export const fusionItemUnavailable = 'This NFT cannot be fused while it is listed, exporting or being sold.';
export const fusionUsAddressOnly = 'The fused item ships to a US address only.';
export const ownItemOffer = 'You cannot make an offer on your own NFT.';
export const ownItemPurchase = 'You cannot buy your own NFT.';
export const offerExists = 'You already have an active offer on this NFT.';
export const offerNotActive = 'This offer is no longer active.';
export const offerCancelWait = 'You can cancel this offer {countdown} from now.';
/** Collection and trait offers (issue 16 point 3). */
export const collectionOfferQuantity = 'Offer on 1 to {max} NFTs.';
export const offerTraitUnknown = 'This collection has no NFT with this trait.';
export const offerItemMismatch = 'This NFT does not match the offer.';
