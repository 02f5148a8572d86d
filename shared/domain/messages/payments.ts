// Part 1 §5 and beyond: cards and the payment service.

// Cards
export const cardNameRequired = 'Required name';
export const cardCountryRequired = 'Required country';
export const cardCodeRequired = 'Required code';
export const amexCardRequired = 'You must add an Amex card to proceed';
export const useAnotherCard = 'Please use another card';
export const amexOnlyAuction = 'This nft can only be purchased with an amex card';
export const maxCardsReached = 'You have reached the maximum number of cards allowed';
/** The card's number is saved already (not in the spec). */
export const cardAlreadyAdded = 'This card is already saved to your account.';
export const cardPaused =
  'Your card has been declined at least 5 times. Due to recent activity your card has been paused for {duration}.';

export const orderNotPaid = 'This order has not been paid.';
export const refundTooLarge = 'The refund is more than what is left of the payment.';
export const holdNotActive = 'This payment is no longer held.';
