/**
 * Every user-facing validation and error text, with the spec's exact words, defined once and used by
 * the server's schemas and the web forms alike. `{name}` placeholders are filled with `fillMessage`.
 */
export const messages = {
  required: 'Required',
  emailInvalid: 'Email is invalid',
  somethingWentWrong: 'Sorry, something went wrong',
  dropRulesNotFound: 'Drop rules not found',
  pageNotFoundTitle: 'Page Not Found',
  pageNotFoundBody: 'The page you were looking for could not be found...',
  dropsEmpty: 'NFT Drops Coming Soon',
  notFound: 'Not found.',
  validationFailed: 'Invalid input.',
  // Requests no handler can read (not worded by the spec; worded once here).
  malformedJson: 'Malformed JSON.',
  malformedEncoding: 'Invalid %-encoding.',
  unsupportedMediaType: 'Send the request body as JSON (Content-Type: application/json).',
  headersTooLarge: 'The request headers are too large.',
  badRequest: 'The request could not be read.',

  // --- Part 1 §5: generic fields ---------------------------------------------------------------------------
  requiredField: 'Required field',
  fieldRequired: 'Field Required',

  // Username
  usernameRequired: 'Username required',
  usernameEmpty: 'Username can not be empty.',
  usernameMin: 'Minimum 6 symbols.',
  usernameMax: 'Maximum 28 symbols.',
  usernameTooShort: 'Username must contain at least 6 characters.',
  usernameInvalid: 'Username is invalid',
  usernameCharacters: 'Only letters, digits, and underscores are allowed.',

  // Email and login
  emailRequired: 'Email required',
  emailIsRequired: 'Email is required',
  loginRequired: 'Email or username is required',
  loginInvalid: 'Email or username is invalid',
  passwordRequired: 'Password is required',
  emailUnverified: 'Email unverified',

  // Passwords
  currentPasswordRequired: 'Enter current password to be able to save changes.',
  passwordRules:
    'Minimum 8 characters. Must contain at least 1 capital letter, 1 lowercase letter, 1 number, and 1 symbol.',
  passwordTooShort: 'Password must contain at least 8 characters.',
  passwordsDoNotMatch: 'Passwords do not match.',

  // Discord
  discordInvalid: 'Invalid Discord Username',

  // Shipping address
  fullNameCharacters: 'Only letters, digits and whitespaces are allowed',
  zipCodeLength: 'Zip code must be 5 to 10 characters.',
  stateInvalid: 'Choose a state from the list.',
  countryInvalid: 'Choose a country from the list.',
  shirtSizeInvalid: 'Choose a shirt size from the list.',
  fieldTooLong: 'Maximum {max} characters.',

  // Wallets
  walletAddressInvalid: 'Invalid wallet address.',
  walletSignatureInvalid: 'The signature does not match the wallet address.',
  walletAlreadyLinked: 'This wallet is already linked to an account.',
  walletNetworkNotSupported: 'Tezos wallets cannot be linked yet. Please use a Polygon or Ethereum wallet.',

  // Codes, captcha
  codeRequired: 'Required code',
  digitsOnly: 'Must contain only digits.',
  captchaRequired: 'Required captcha',
  twoFactorCodeRequired: 'Required code',
  wrongCode: 'Wrong code',

  // Phone
  phoneInternationalNotSupported: 'International Payment not yet supported. Please contact Customer Support.',
  phoneInvalid: 'Phone number is not valid.',
  phoneRequired: 'Phone is required',

  // Withdrawal
  withdrawalAmountFormat: 'Only numbers allowed. Maximum of 2 decimal points.',
  withdrawalAmountTooHigh: 'Amount you requested is more than the amount available.',
  withdrawalMinimum: 'Minimum withdrawal is $10',
  withdrawalAccountSuspended: 'Your withdrawal account is suspended',
  withdrawCoinFailed: 'Withdraw coin failed.',
  /** Balances: why withdraw_allowed is false (title and description of the denial modal). */
  withdrawNothingAvailableTitle: 'Nothing To Withdraw',
  withdrawNothingAvailable: 'You have no marketplace credit available for withdrawal yet.',
  withdrawWaitingPeriodTitle: 'Withdrawal Waiting Period',
  withdrawWaitingPeriod:
    'Your first withdrawal is possible 14 days after you first received marketplace credit, from {date}.',
  withdrawVerificationTitle: 'Identity Verification Required',
  withdrawVerificationRequired: 'Complete identity verification to withdraw marketplace credit.',
  /** The same idempotency key came with a different payment. */
  idempotencyKeyReused: 'This request was already made with different details.',

  // Fiat (bank) form
  routingMin: 'Minimum 3 numbers required',
  routingMax: 'Maximum 17 numbers required',
  accountNumbersDoNotMatch: 'Account numbers do not match.',
  accountNumberMin: 'Minimum 4 numbers required',
  onlyNumbers: 'Only numbers allowed.',
  routingNumberInvalid: 'This is not a valid US routing number.',
  /** Withdrawal refusals the screens show as they are. */
  partnerConsentRequired: "Accept the payment partner's privacy policy and terms of service first.",
  bankAccountRequired: 'Add a bank account to withdraw to first.',
  payoutCustomerExists: 'Your withdrawal account already exists; its name can no longer be changed.',
  payoutRecipientNotActive: 'Your crypto payout account is not active yet.',
  payoutRecipientExists: 'Your crypto payout invitation was already sent.',
  withdrawalSupportContact: 'Please contact Customer Support to restore it.',

  // Age gate
  invalidMonth: 'Invalid month',
  invalidDay: 'Invalid day',
  invalidYear: 'Invalid year',
  ageRestricted: 'Sorry, you must be 21 or older to view this content',

  // Resale
  salePriceMinimum: 'Minimum sale price is $1',
  itemNotReadyForResell: 'Item Not Ready For Resell',
  nftOnCooldown: 'NFT On Cool-down',

  // Cards
  cardNameRequired: 'Required name',
  cardCountryRequired: 'Required country',
  cardCodeRequired: 'Required code',
  amexCardRequired: 'You must add an Amex card to proceed',
  useAnotherCard: 'Please use another card',
  amexOnlyAuction: 'This nft can only be purchased with an amex card',
  maxCardsReached: 'You have reached the maximum number of cards allowed',
  /** The card's number is saved already (not in the spec). */
  cardAlreadyAdded: 'This card is already saved to your account.',
  cardPaused:
    'Your card has been declined at least 5 times. Due to recent activity your card has been paused for {duration}.',

  // Export
  itemNotReadyForExport: 'Item Not Ready For Export',

  // Gift
  giftOwnEmail: 'Use any email address other than your own',
  confirmEmailRequired: 'Confirm email required',
  emailsDoNotMatch: 'Emails do not match.',
  giftNotAvailable: 'This NFT is not available for gift',
  /** Not in the spec: a reclaim with no gift pending on the item. */
  giftNotPending: 'No gift of this NFT is pending.',
  /** Not in the spec: a pending gift may be reclaimed 30 days after it was sent. */
  giftReclaimNotYet: 'This gift can be reclaimed from {date}.',

  // Offers
  chooseAnotherPaymentMethod: 'Choose another payment method',
  unableToCancelOffer: 'Unable to cancel offer',
  offerAlreadyCanceled: 'Offer already canceled',
  offerNoLongerAvailable: 'Offer no longer available.',

  // Bids and purchases
  bidTooLow: 'Bid should be equal to or more then {min}',
  purchaseLimitReached: 'You have purchased the maximum available per account for this NFT',

  // --- Part 2 §8: errors ------------------------------------------------------------------------------------
  tryAgainLater: 'Sorry, please try again later',
  paymentFailed: 'Payment failed.',
  fuseFailed: 'Fuse failed.',
  visibilityUpdateFailed: 'Unable to update visibility, please try again later',
  contactSupport: 'Something went wrong. Contact support.',
  collectionNotFound: 'Collection not found',
  /** Part 2 §9 offers rank orders for ranked collections only (not worded by the spec). */
  rankOrderUnranked: 'Rank sorting is only available for ranked collections.',
  traitFilterInvalid: 'Invalid trait filter.',
  metamaskLoggedIn: 'Make sure you are logged in to MetaMask',
  faqUnavailable: 'Sorry, FAQ is not available for now, please try again later',
  /** The spec gives the Contact Us tab the same wording as the FAQ tab. */
  contactUsUnavailable: 'Sorry, FAQ is not available for now, please try again later',
  pollTimeout: 'timeout error on poll',
  /** A checkout answered 202 and its order did not end while the web polled it (not in the spec). */
  orderStillProcessing:
    'Your order is still processing. It will appear in your Order History as soon as it is complete.',

  // --- Empty states ---------------------------------------------------------------------------------------
  noSecondaryListings: 'There are no secondary sale listings yet.',
  noOffersMade: 'You have not made any offers on any of these NFTs yet',
  noNotifications: "You don't have any notifications yet",
  noNftsYet: "You don't have any NFTs Yet.",
  noResults: '0 Results - Please check the entered data',
  noOrdersYet: "You don't have any orders yet",
  noOrdersMatching: 'No orders matching search query',
  experienceUnavailable: 'THIS EXPERIENCE IS NO LONGER AVAILABLE',

  // --- Part 2 §8: success toasts ----------------------------------------------------------------------------
  changesApplied: 'Your changes were successfully applied',
  addressChanged: 'Address was changed',
  cardAdded: 'Card successfully added',
  emailSent: 'Email sent, please check your inbox!',
  codeSent: 'Code sent! Please check your phone.',
  registrationComplete: 'Registration complete. Please verify your email address.',
  emailVerified: 'Email verified.',
  passwordChanged: 'Password has been changed',
  nftPlacedOnMarketplace: 'Nft placed on marketplace.',
  nftRemovedFromMarketplace: 'Nft removed from the marketplace.',
  priceUpdated: 'Price successfully updated',
  exportCanceled: 'Export successfully canceled',
  bidPlaced: 'Your bid has been placed',
  bidUpdated: 'Your bid has been updated',
  paymentSuccess: 'Payment success.',
  offerAccepted: 'Offer Accepted',
  offerDeclined: 'Offer Declined',
  offerCancelled: 'Offer Cancelled',

  // --- Identity and sessions (not worded by the spec; worded once here) --------------------------------------
  accountExists: 'You already have account. Please log in.',
  invalidCredentials: 'Unable to log in with provided credentials.',
  emailTaken: 'A user with that email already exists.',
  usernameTaken: 'A user with that username already exists.',
  phoneTaken: 'A user with that phone number already exists.',
  phoneNotVerified: 'Verify your phone number with the code we sent first.',
  codeExpired: 'Code expired. Please request a new one.',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  currentPasswordWrong: 'Current password is incorrect.',
  discordLocked: 'Discord username can not be changed once set.',
  sameEmail: 'This is already your email address.',
  authenticatorNotSetUp: 'Set up the authenticator app first.',
  emailChangeCodeSent: 'We sent a code to your new email address.',
  notificationSettingsSaved: 'Notification settings saved.',
  twoFactorChanged: 'Two-factor method changed.',
  authenticatorSetupStarted: 'Scan the QR code with your authenticator app, then enter the code it shows.',
  legalPoliciesAccepted: 'Policies accepted.',
  resetLinkSent: 'We sent a link to reset your password to your email address.',
  emailChanged: 'Email changed. Please verify your new email address.',
  loggedOut: 'Logged out.',
  identityVerified: 'Your identity has been verified.',
  verifyEmailFirst: 'Please verify your email address to continue.',

  // --- Payment service (not worded by the spec; worded once here) --------------------------------------------
  orderNotPaid: 'This order has not been paid.',
  refundTooLarge: 'The refund is more than what is left of the payment.',
  holdNotActive: 'This payment is no longer held.',

  // --- Auctions, bids, purchases, claims (not worded by the spec; worded once here) ------------------------
  logInToContinue: 'Please log in to continue.',
  preQualifiedBiddersOnly: 'Only pre-qualified bidders may bid on this auction.',
  ownAuction: 'You cannot buy or bid on your own item.',
  auctionNotStarted: 'This auction has not started yet.',
  auctionEnded: 'This auction has ended.',
  auctionSoldOut: 'This NFT is sold out.',
  auctionNotBiddable: 'This auction does not take bids.',
  auctionNotForSale: 'This NFT cannot be bought here.',
  auctionNotClaimable: 'This NFT cannot be claimed.',
  // Claims of orders from the external auction site
  orderAlreadyClaimed: 'This order was already claimed.',
  orderClaimInProgress: 'This order is being claimed.',
  orderNotFound: 'No order was found for this e-mail.',
  orderNftUnknown: 'No NFT {nftId} is in the catalogue.',
  orderTooLarge: 'An order holds at most {max} editions.',
  auctionPriceMissing: 'This NFT has no price yet.',
  bidAmountInvalid: 'Enter a bid in dollars and cents.',
  bidUnchanged: 'Your bid is already {amount}.',
  bidRaceLost: 'Other bids came in at the same moment. Bid should be equal to or more then {min}',
  bidAddressRequired: 'Choose a shipping address for this item.',
  shippingCountryNotServed: 'This item does not ship to the country of this address.',
  quantityInvalid: 'Choose how many to buy.',
  quantityNotAvailable: 'Only {available} left.',
  packSoldOut: 'This pack is sold out.',
  packNotOnSale: 'This pack is not on sale right now.',
  priceChanged: 'The price has changed. Please review your order.',
  fraudCheckRequired: 'Your order has to be checked before payment. Please try again.',
  fraudCheckFailed: 'We could not approve this order. Contact support.',
  // --- Pre-qualified wins (not worded by the spec; worded once here) -------------------------------------------
  winNotFound: 'You have no winning bid to pay on this auction.',
  winPaymentClosed: 'The 24 hours to pay for this winning bid have passed.',
  winPaymentInProgress: 'A payment for this winning bid is already under way.',

  // --- Owned items (not worded by the spec; worded once here) ------------------------------------------------
  itemOwnerChanged: 'This NFT has just been taken by someone else.',
  exportDisabled: 'Export is not available right now.',
  exportNotYet: 'An NFT can be exported 30 days after it was bought, from {date}.',
  exportInProgress: 'This NFT is being exported.',
  exportCompleted: 'This NFT has been exported to your wallet.',
  exportListed: 'This NFT is listed for sale or being sold. Remove it from the marketplace to export it.',
  exportNotCancellable: 'This export can no longer be canceled: the NFT is being sent to your wallet.',
  exportWrongBlockchain: 'This NFT can only be exported to a wallet on {blockchain}.',
  resellNotAllowed: 'This NFT cannot be resold.',
  resellCooldown: 'An NFT bought by card can be resold 48 hours after purchase, from {date}.',
  visibilityListed: 'A listed NFT stays public until it is removed from the marketplace.',

  // --- Listings and offers (not worded by the spec; worded once here) ----------------------------------------
  salePriceMaximum: 'Maximum price is $99,999,999.99',
  salePriceDecimals: 'Use at most 2 decimals.',
  listOneItem: 'List one NFT at a time.',
  notItemOwner: 'Only the owner of this NFT can do this.',
  alreadyListed: 'This NFT is already on the marketplace.',
  listingNotActive: 'This NFT is no longer for sale.',
  listingBusy: 'Someone is buying this NFT right now. Please try again in a moment.',
  offerMinimum: 'Minimum offer is $1',
  offersDisabled: 'Offers are not available right now.',
  marketplaceDisabled: 'The marketplace is not available right now.',
  // --- Fusion (not worded by the spec beyond 'Fuse failed.') -------------------------------------------------
  fusionDisabled: 'Fusion is not available right now.',
  withdrawDisabled: 'Withdrawals are not available right now.',
  cryptoPayoutDisabled: 'Crypto payouts are not available right now.',
  fusionNeedsThree: 'Select exactly 3 NFTs to fuse.',
  fusionItemUnavailable: 'This NFT cannot be fused while it is listed, exporting or being sold.',
  fusionUsAddressOnly: 'The fused item ships to a US address only.',
  ownItemOffer: 'You cannot make an offer on your own NFT.',
  offerExists: 'You already have an active offer on this NFT.',
  offerNotActive: 'This offer is no longer active.',
  offerCancelWait: 'You can cancel this offer {countdown} from now.',
  /** Collection and trait offers (issue 16 point 3). */
  collectionOfferQuantity: 'Offer on 1 to {max} NFTs.',
  offerTraitUnknown: 'This collection has no NFT with this trait.',
  offerItemMismatch: 'This NFT does not match the offer.',

  // --- Prepaid crypto (not worded by the spec; worded once here) ---------------------------------------------
  cryptoVerificationRequired: 'Complete identity verification to set up a crypto deposit address.',
  coinNotAllowed: 'This coin is not accepted for payment.',
  cryptoAddressInvalid: 'This is not a valid {network} address.',
  cryptoRefundAmountFormat: 'Only numbers allowed. Maximum of 4 digits and 6 decimal points.',
  cryptoRefundAmountZero: 'Amount must be more than zero.',
  onRampUrlInvalid: 'This is not an on-ramp address.',
  /** Not in the spec: a request that ran out of time (it may be retried; a checkout answers 202 instead). */
  requestTimedOut: 'This took longer than expected. Please try again.',
} as const;

export type MessageKey = keyof typeof messages;

/**
 * Fills `{name}` placeholders of a message, e.g. fillMessage(messages.bidTooLow, { min: '$10' }).
 * Placeholders without a value are left as they are.
 */
export function fillMessage(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}
