// Part 2 §8: success toasts.

export const changesApplied = 'Your changes were successfully applied';
export const addressChanged = 'Address was changed';
export const cardAdded = 'Card successfully added';
export const emailSent = 'Email sent, please check your inbox!';
export const codeSent = 'Code sent! Please check your phone.';
export const registrationComplete = 'Registration complete. Please verify your email address.';
export const emailVerified = 'Email verified.';
export const passwordChanged = 'Password has been changed';
export const nftPlacedOnMarketplace = 'Nft placed on marketplace.';
export const nftRemovedFromMarketplace = 'Nft removed from the marketplace.';
export const priceUpdated = 'Price successfully updated';
export const exportCanceled = 'Export successfully canceled';
export const bidPlaced = 'Your bid has been placed';
export const bidUpdated = 'Your bid has been updated';
export const paymentSuccess = 'Payment success.';
export const offerAccepted = 'Offer Accepted';
export const offerDeclined = 'Offer Declined';
export const offerCancelled = 'Offer Cancelled';
