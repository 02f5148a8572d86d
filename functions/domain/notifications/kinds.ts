import { NotificationTopic, NotificationType } from '../../../shared/domain/enums';

/** What a notification is about: the emitter's subject (an NFT, auction, amount or account change) and its links. */
export interface NotificationContext {
  subject: string;
  auction?: { id: string; title: string } | null;
  extra?: { nft_uuid: string; nft_item_uuid: string } | null;
  storefront_nft_uuid?: string | null;
  nft_uuid?: string | null;
  collection_uuid?: string | null;
}

export interface NotificationKind {
  topic: NotificationTopic;
  /** The line shown in the inbox and used as the e-mail subject (the welcome names no subject). */
  headline: (subject: string) => string;
  /** The web path the notification opens (under /app). */
  link: (context: NotificationContext) => string;
}

const paths = {
  home: '/app',
  notifications: '/app/notifications',
  myCollection: '/app/account/my-collection',
  orderHistory: '/app/account/order-history',
  settings: '/app/account/settings',
  withdrawHistory: '/app/withdraw/history',
  statement: '/app/account/statement',
  fusion: '/app/fusion',
};

const itemPath = ({ extra }: NotificationContext, page: 'details' | 'offers' = 'details') =>
  extra ? `/app/nft/${extra.nft_uuid}/${extra.nft_item_uuid}/${page}` : undefined;

const toAuction = (context: NotificationContext) =>
  context.auction && context.extra
    ? `/app/nft/${context.extra.nft_uuid}/${context.auction.id}/auction`
    : (itemPath(context) ?? paths.notifications);
/** A creator's ended listing opens their storefront NFT; a bidder's ended auction, the auction. */
const toEndedSale = (context: NotificationContext) =>
  context.storefront_nft_uuid
    ? `/app/storefront-nft-details/${context.storefront_nft_uuid}`
    : toAuction(context);
const toItem = (context: NotificationContext) => itemPath(context) ?? paths.myCollection;
const toOffers = (context: NotificationContext) => itemPath(context, 'offers') ?? paths.notifications;
const to = (path: string) => () => path;
/** Watchlist alerts open the watched NFT's market, its auction or the watched collection. */
const toNftMarket = ({ nft_uuid }: NotificationContext) =>
  nft_uuid ? `/app/nft/${nft_uuid}/marketplace-auction` : paths.notifications;
const toWatchedAuction = ({ nft_uuid, auction }: NotificationContext) =>
  nft_uuid && auction ? `/app/nft/${nft_uuid}/${auction.id}/auction` : paths.notifications;
const toCollection = ({ collection_uuid }: NotificationContext) =>
  collection_uuid ? `/app/collection/${collection_uuid}` : paths.notifications;

const kind = (
  topic: NotificationTopic,
  headline: NotificationKind['headline'],
  link: NotificationKind['link'],
) => ({
  topic,
  headline,
  link,
});
const { receipts, bidding, marketplace, offers, system } = NotificationTopic;

/** Every known notification type (spec part 1 §3, 1-26) with its settings topic, headline and link. */
export const notificationKinds: Readonly<Record<NotificationType, NotificationKind>> = {
  [NotificationType.outbid]: kind(bidding, (s) => `You have been outbid on ${s}`, toAuction),
  [NotificationType.outbidSecondKind]: kind(
    bidding,
    (s) => `Your bid on ${s} is no longer winning`,
    toAuction,
  ),
  [NotificationType.winningBidHighest]: kind(bidding, (s) => `You have the highest bid on ${s}`, toAuction),
  [NotificationType.winningBidIncreased]: kind(
    bidding,
    (s) => `Your winning bid on ${s} was increased`,
    toAuction,
  ),
  [NotificationType.bidUnsuccessful]: kind(bidding, (s) => `Your bid on ${s} was unsuccessful`, toAuction),
  [NotificationType.nftPosted]: kind(marketplace, (s) => `${s} was posted on the marketplace`, toItem),
  [NotificationType.priceChanged]: kind(marketplace, (s) => `The price of ${s} changed`, toItem),
  [NotificationType.bundleBought]: kind(
    receipts,
    (s) => `You bought the bundle ${s}`,
    to(paths.myCollection),
  ),
  [NotificationType.nftClaimed]: kind(receipts, (s) => `You claimed ${s}`, toItem),
  [NotificationType.nftBought]: kind(receipts, (s) => `You bought ${s}`, toItem),
  [NotificationType.nftSold]: kind(marketplace, (s) => `You sold ${s}`, to(paths.orderHistory)),
  [NotificationType.auctionEnded]: kind(bidding, (s) => `The auction ${s} has ended`, toEndedSale),
  [NotificationType.exportSuccessful]: kind(receipts, (s) => `${s} was exported successfully`, toItem),
  [NotificationType.cryptoReceived]: kind(receipts, (s) => `You received ${s}`, to(paths.orderHistory)),
  [NotificationType.withdrawalCompleted]: kind(
    receipts,
    (s) => `Your withdrawal of ${s} is complete`,
    to(paths.withdrawHistory),
  ),
  [NotificationType.cardAuthorized]: kind(
    receipts,
    (s) => `Your card payment for ${s} was authorized`,
    to(paths.orderHistory),
  ),
  [NotificationType.winner]: kind(bidding, (s) => `You won ${s}`, toAuction),
  [NotificationType.offerReceived]: kind(offers, (s) => `You received an offer on ${s}`, toOffers),
  [NotificationType.offerAccepted]: kind(offers, (s) => `Your offer on ${s} was accepted`, toItem),
  [NotificationType.offerDeclined]: kind(offers, (s) => `Your offer on ${s} was declined`, toOffers),
  [NotificationType.offerCancelled]: kind(offers, (s) => `The offer on ${s} was cancelled`, toOffers),
  [NotificationType.offerExpired]: kind(offers, (s) => `The offer on ${s} expired`, toOffers),
  [NotificationType.fusionInitiated]: kind(receipts, (s) => `Fusion of ${s} has started`, to(paths.fusion)),
  [NotificationType.fusionCompleted]: kind(receipts, (s) => `Fusion of ${s} is complete`, toItem),
  [NotificationType.accountWelcome]: kind(system, () => 'Welcome to Collectibles', to(paths.home)),
  [NotificationType.accountSecurity]: kind(system, (s) => `Security notice: ${s}`, to(paths.settings)),
  [NotificationType.watchedNftListed]: kind(
    marketplace,
    (s) => `${s}, which you watch, was listed`,
    toNftMarket,
  ),
  [NotificationType.priceAlert]: kind(
    marketplace,
    (s) => `Price alert: ${s} is listed at or under your price`,
    toNftMarket,
  ),
  [NotificationType.watchedAuctionEndingSoon]: kind(
    bidding,
    (s) => `The auction ${s} ends within an hour`,
    toWatchedAuction,
  ),
  [NotificationType.collectionFloorAlert]: kind(
    marketplace,
    (s) => `Floor price alert: ${s} fell to or under your price`,
    toCollection,
  ),
  [NotificationType.drawWon]: kind(receipts, (s) => `You won the draw for ${s}`, to(paths.myCollection)),
  [NotificationType.drawLost]: kind(
    receipts,
    (s) => `You were not selected in the draw for ${s}; your funds were released`,
    to(paths.home),
  ),
  [NotificationType.paymentDisputed]: kind(
    receipts,
    (s) => `Your card payment for ${s} was disputed with your bank and returned to you`,
    to(paths.orderHistory),
  ),
  [NotificationType.saleChargedBack]: kind(
    receipts,
    (s) => `The buyer's card payment for ${s} was charged back: your share was taken back`,
    to(paths.statement),
  ),
  [NotificationType.fundsReleased]: kind(
    receipts,
    (s) => `Your proceeds from ${s} are no longer on hold and may be withdrawn`,
    to(paths.statement),
  ),
};
