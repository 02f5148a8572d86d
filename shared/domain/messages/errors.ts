// Part 2 §8: errors.

export const tryAgainLater = 'Sorry, please try again later';
export const paymentFailed = 'Payment failed.';
export const fuseFailed = 'Fuse failed.';
export const visibilityUpdateFailed = 'Unable to update visibility, please try again later';
export const contactSupport = 'Something went wrong. Contact support.';
export const collectionNotFound = 'Collection not found';
/** Part 2 §9 offers rank orders for ranked collections only (not worded by the spec). */
export const rankOrderUnranked = 'Rank sorting is only available for ranked collections.';
export const traitFilterInvalid = 'Invalid trait filter.';
export const metamaskLoggedIn = 'Make sure you are logged in to MetaMask';
export const faqUnavailable = 'Sorry, FAQ is not available for now, please try again later';
/** The spec gives the Contact Us tab the same wording as the FAQ tab. */
export const contactUsUnavailable = 'Sorry, FAQ is not available for now, please try again later';
export const pollTimeout = 'timeout error on poll';
/** A checkout answered 202 and its order did not end while the web polled it (not in the spec). */
export const orderStillProcessing =
  'Your order is still processing. It will appear in your Order History as soon as it is complete.';
