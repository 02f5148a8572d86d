import { codesOf, labelsFor, type ValueOf } from './codes';

// Notifications.

/**
 * Notification types 1-26. The spec lists them in groups; each group is expanded in its order:
 *   outbid (two kinds)                                    -> 1 outbid, 2 outbidSecondKind (the spec does not tell
 *                                                            the two kinds apart)
 *   winning bid (highest or increased)                    -> 3 winningBidHighest, 4 winningBidIncreased
 *   bid unsuccessful, nft posted, price changed,
 *   bundle bought                                         -> 5, 6, 7, 8
 *   nft claimed/bought/sold                               -> 9 nftClaimed, 10 nftBought, 11 nftSold
 *   auction ended, export successful, crypto received,
 *   withdrawal completed, card authorized, winner         -> 12 .. 17
 *   offers received/accepted/declined/cancelled/expired   -> 18 .. 22
 *   fusion initiated/completed                            -> 23 fusionInitiated, 24 fusionCompleted
 * That expansion names 24 kinds; the spec gives the range 1-26 without naming the last two. We use them for the
 * account's own notices: 25 accountWelcome (on e-mail verification), 26 accountSecurity (password, e-mail or
 * two-factor changed). Part 2 §8: notification types not in the known list are not shown. Later features number
 * theirs after 26: 27-30 the watchlist's alerts, 31-32 a draw drop's outcome.
 */
export const NotificationType = {
  outbid: 1,
  outbidSecondKind: 2,
  winningBidHighest: 3,
  winningBidIncreased: 4,
  bidUnsuccessful: 5,
  nftPosted: 6,
  priceChanged: 7,
  bundleBought: 8,
  nftClaimed: 9,
  nftBought: 10,
  nftSold: 11,
  auctionEnded: 12,
  exportSuccessful: 13,
  cryptoReceived: 14,
  withdrawalCompleted: 15,
  cardAuthorized: 16,
  winner: 17,
  offerReceived: 18,
  offerAccepted: 19,
  offerDeclined: 20,
  offerCancelled: 21,
  offerExpired: 22,
  fusionInitiated: 23,
  fusionCompleted: 24,
  accountWelcome: 25,
  accountSecurity: 26,
  // 27-30: watchlist alerts (issue 16 point 2).
  watchedNftListed: 27,
  priceAlert: 28,
  watchedAuctionEndingSoon: 29,
  collectionFloorAlert: 30,
  // 31-32: a draw drop's outcome (issue 16 point 5).
  drawWon: 31,
  drawLost: 32,
  // 33-34: a card payment's chargeback, to its buyer and to whoever its sale paid (issue 37 point 2).
  paymentDisputed: 33,
  saleChargedBack: 34,
  // 35: card-funded proceeds whose hold ended (issue 37 point 1).
  fundsReleased: 35,
} as const;
export type NotificationType = ValueOf<typeof NotificationType>;
export const notificationTypes = /* @__PURE__ */ codesOf(NotificationType);
export const notificationTypeLabels = /* @__PURE__ */ labelsFor(NotificationType, {
  outbid: 'Outbid',
  outbidSecondKind: 'Outbid',
  winningBidHighest: 'Winning bid',
  winningBidIncreased: 'Winning bid increased',
  bidUnsuccessful: 'Bid unsuccessful',
  nftPosted: 'NFT posted',
  priceChanged: 'Price changed',
  bundleBought: 'Bundle bought',
  nftClaimed: 'NFT claimed',
  nftBought: 'NFT bought',
  nftSold: 'NFT sold',
  auctionEnded: 'Auction ended',
  exportSuccessful: 'Export successful',
  cryptoReceived: 'Crypto received',
  withdrawalCompleted: 'Withdrawal completed',
  cardAuthorized: 'Card authorized',
  winner: 'Winner',
  offerReceived: 'Offer received',
  offerAccepted: 'Offer accepted',
  offerDeclined: 'Offer declined',
  offerCancelled: 'Offer cancelled',
  offerExpired: 'Offer expired',
  fusionInitiated: 'Fusion initiated',
  fusionCompleted: 'Fusion completed',
  accountWelcome: 'Welcome',
  accountSecurity: 'Account security',
  watchedNftListed: 'Watched NFT listed',
  priceAlert: 'Price alert',
  watchedAuctionEndingSoon: 'Auction ending soon',
  collectionFloorAlert: 'Floor price alert',
  drawWon: 'Draw won',
  drawLost: 'Not selected in the draw',
  paymentDisputed: 'Payment disputed',
  saleChargedBack: 'Sale charged back',
  fundsReleased: 'Funds available',
});
/** The known types (1-26, and the later features' 27-35); others are not shown. */
export const knownNotificationTypes: readonly NotificationType[] = notificationTypes;
export const isKnownNotificationType = (type: number): type is NotificationType =>
  (knownNotificationTypes as readonly number[]).includes(type);

/** Notification settings topics; the user has `{topic}_notifications` (in-app) and `{topic}_emails`. */
export const NotificationTopic = {
  receipts: 'receipts',
  bidding: 'bidding',
  marketplace: 'marketplace',
  offers: 'offers',
  system: 'system',
} as const;
export type NotificationTopic = ValueOf<typeof NotificationTopic>;
export const notificationTopics = /* @__PURE__ */ codesOf(NotificationTopic);
export const notificationTopicLabels = /* @__PURE__ */ labelsFor(NotificationTopic, {
  receipts: 'Receipts',
  bidding: 'Bidding',
  marketplace: 'Marketplace',
  offers: 'Offers',
  system: 'System',
});
/** Receipts and system e-mails cannot be switched off. */
export const lockedEmailTopics: readonly NotificationTopic[] = [
  NotificationTopic.receipts,
  NotificationTopic.system,
];
