import type { z } from 'zod';
import type { contract, RouteName } from '../../../shared/api/contract';
import type { RouteDef } from '../../../shared/api/route';
import type { FirstPageRouteName } from './first-page-routes';

/**
 * Where the api-client finds the definition of each route but the first page's reads (./first-page-routes.ts):
 * every route name maps to a loader of the route group that defines it, so a page loads only the groups (and their
 * zod schemas) it calls. Each group is one dynamic import, a chunk of its own, and this table is one too, loaded
 * with the first call past the first page's (./api-client.ts). Importing shared/api/contract.ts at runtime would
 * pull every group, libphonenumber-js with the auth schemas among them: only its types are used here. The type
 * check fails on a missing, unknown or misplaced name (a loader whose group lacks the name).
 */
export interface ClientRoute<N extends RouteName = RouteName>
  extends Pick<RouteDef, 'method' | 'path' | 'cache'> {
  /** The contract's schema, or a first page's check: either parses to the contract's answer. */
  response: { parse(data: unknown): z.output<(typeof contract)[N]['response']> };
}

export type LoadedRouteName = Exclude<RouteName, FirstPageRouteName>;

type RouteLoaders = { [N in LoadedRouteName]: () => Promise<{ readonly [K in N]: ClientRoute<K> }> };

const live = () => import('../../../shared/api/routes/live').then((m) => m.liveRoutes);
const account = () => import('../../../shared/api/routes/account').then((m) => m.accountRoutes);
const auctionBids = () => import('../../../shared/api/routes/auction-bids').then((m) => m.auctionBidRoutes);
const auctionClaims = () =>
  import('../../../shared/api/routes/auction-claims').then((m) => m.auctionClaimRoutes);
const auth = () => import('../../../shared/api/routes/auth').then((m) => m.authRoutes);
const billing = () => import('../../../shared/api/routes/billing').then((m) => m.billingRoutes);
const cart = () => import('../../../shared/api/routes/cart').then((m) => m.cartRoutes);
const checkout = () => import('../../../shared/api/routes/checkout').then((m) => m.checkoutRoutes);
const collections = () => import('../../../shared/api/routes/collections').then((m) => m.collectionRoutes);
const crypto = () => import('../../../shared/api/routes/crypto').then((m) => m.cryptoRoutes);
const draws = () => import('../../../shared/api/routes/draws').then((m) => m.drawRoutes);
const walletExport = () => import('../../../shared/api/routes/export').then((m) => m.exportRoutes);
const externalClaims = () =>
  import('../../../shared/api/routes/external-claims').then((m) => m.externalClaimRoutes);
const fraud = () => import('../../../shared/api/routes/fraud').then((m) => m.fraudRoutes);
const fusion = () => import('../../../shared/api/routes/fusion').then((m) => m.fusionRoutes);
const gifts = () => import('../../../shared/api/routes/gifts').then((m) => m.giftRoutes);
const inbox = () => import('../../../shared/api/routes/inbox').then((m) => m.inboxRoutes);
const market = () => import('../../../shared/api/routes/market').then((m) => m.marketRoutes);
const nft = () => import('../../../shared/api/routes/nft').then((m) => m.nftRoutes);
const pass = () => import('../../../shared/api/routes/pass').then((m) => m.passRoutes);
const payments = () => import('../../../shared/api/routes/payments').then((m) => m.paymentsRoutes);
const registration = () =>
  import('../../../shared/api/routes/registration').then((m) => m.registrationRoutes);
const promotions = () => import('../../../shared/api/routes/promotions').then((m) => m.promotionRoutes);
const storefront = () => import('../../../shared/api/routes/storefront').then((m) => m.storefrontRoutes);
const vault = () => import('../../../shared/api/routes/vault').then((m) => m.vaultRoutes);
const waitingRoom = () => import('../../../shared/api/routes/waiting-room').then((m) => m.waitingRoomRoutes);
const wallets = () => import('../../../shared/api/routes/wallets').then((m) => m.walletRoutes);
const withdrawals = () => import('../../../shared/api/routes/withdrawals').then((m) => m.withdrawalRoutes);
const watchlist = () => import('../../../shared/api/routes/watchlist').then((m) => m.watchlistRoutes);
const webhooks = () => import('../../../shared/api/routes/webhooks').then((m) => m.webhookRoutes);
const wonBidCheckout = () =>
  import('../../../shared/api/routes/won-bid-checkout').then((m) => m.wonBidCheckoutRoutes);

export const routeLoaders = {
  // account
  getMe: account,
  updateMe: account,
  startChangeEmail: account,
  changeEmail: account,
  changePassword: account,
  updateNotificationSettings: account,
  setTwoFactorChannel: account,
  getIdentityVerificationConfig: account,
  createShippingAddress: account,
  listShippingAddresses: account,
  getTransactionReport: account,
  acceptLegalPolicies: account,
  // auctionBids
  getAuction: auctionBids,
  listAuctionBids: auctionBids,
  placeBid: auctionBids,
  // auctionClaims
  claimAuction: auctionClaims,
  // auth
  isLoggedIn: auth,
  startLogin: auth,
  login: auth,
  resendLoginOtp: auth,
  logout: auth,
  checkEmail: auth,
  confirmEmail: auth,
  requestEmailConfirmation: auth,
  resetPassword: auth,
  resendOtp: auth,
  verifyDeviceOtp: auth,
  refreshToken: auth,
  // billing
  getBalance: billing,
  getStatement: billing,
  // checkout
  cardCheckout: checkout,
  balanceCheckout: checkout,
  cryptoCheckout: checkout,
  getOrderStatus: checkout,
  // cart
  cartCheckout: cart,
  sweepCheckout: cart,
  previewSweep: cart,
  getCartOrder: cart,
  // collections
  getCollection: collections,
  getCollectionInfo: collections,
  getCollectionFilters: collections,
  listCollectionNfts: collections,
  listMarketplaceCollections: collections,
  // crypto
  listDepositAddresses: crypto,
  createDepositAddress: crypto,
  withdrawCrypto: crypto,
  getCryptoRates: crypto,
  getEthGasFee: crypto,
  signOnRampUrl: crypto,
  // fraud
  requestFraudDecision: fraud,
  getFraudDecision: fraud,
  // inbox
  listInbox: inbox,
  getUnreadCount: inbox,
  acknowledgeInbox: inbox,
  // live
  listRedirects: live,
  getDrop: live,
  listDropAuctions: live,
  getCmsPage: live,
  emailSubscribe: live,
  // pass
  getPassRaffle: pass,
  // draws
  getPackDraw: draws,
  getDrawRegistration: draws,
  registerForDraw: draws,
  withdrawFromDraw: draws,
  // market
  createAuction: market,
  deleteAuction: market,
  editAuction: market,
  createOffer: market,
  updateOfferStatus: market,
  getOffer: market,
  listItemOffers: market,
  markOffersViewed: market,
  createCollectionOffer: market,
  listCollectionOffers: market,
  updateCollectionOffer: market,
  listItemCollectionOffers: market,
  listNftActivity: market,
  getNftPriceHistory: market,
  listCollectionActivity: market,
  // nft
  listMyNfts: nft,
  listMyHistory: nft,
  getNft: nft,
  getNftItem: nft,
  updateItemVisibility: nft,
  getMarketplaceItem: nft,
  listNftEditions: nft,
  listBidItems: nft,
  // payments
  listPaymentMethods: payments,
  addPaymentMethod: payments,
  setDefaultCard: payments,
  removePaymentMethod: payments,
  getCardFee: payments,
  validate3ds: payments,
  // export
  validateWalletAddress: walletExport,
  exportItem: walletExport,
  cancelExport: walletExport,
  // gifts
  giftItem: gifts,
  getItemGift: gifts,
  reclaimGift: gifts,
  // externalClaims
  listClaims: externalClaims,
  getClaim: externalClaims,
  submitClaim: externalClaims,
  receiveExternalOrder: externalClaims,
  // vault
  openVault: vault,
  getVaultMedia: vault,
  // promotions
  subscribePromotion: promotions,
  listPromotionSubscriptions: promotions,
  // waitingRoom
  joinWaitingRoom: waitingRoom,
  getWaitingRoom: waitingRoom,
  // registration
  checkPhone: registration,
  checkOtp: registration,
  resendRegisterOtp: registration,
  register: registration,
  startResetPassword: registration,
  resetPasswordOtp: registration,
  // wallets
  addWallet: wallets,
  deleteWallet: wallets,
  // webhooks
  receiveCryptoDeposit: webhooks,
  receiveCardWebhook: webhooks,
  // wonBidCheckout
  prequalifiedCheckout: wonBidCheckout,
  cardCheckoutBid: wonBidCheckout,
  // fusion
  listMyFusionNfts: fusion,
  getFusionInfo: fusion,
  quoteFusion: fusion,
  createFusionRequest: fusion,
  // withdrawals
  listWithdrawals: withdrawals,
  createWithdrawal: withdrawals,
  bankWithdrawal: withdrawals,
  cryptoPayout: withdrawals,
  getPaymentCustomer: withdrawals,
  createPaymentCustomer: withdrawals,
  getFundingSource: withdrawals,
  invitePayoutRecipient: withdrawals,
  getPayoutRecipient: withdrawals,
  creatorWithdrawal: withdrawals,
  // storefront
  listStorefrontArtists: storefront,
  getStorefrontArtist: storefront,
  listStorefrontNfts: storefront,
  getStorefrontNft: storefront,
  listCreatorClaims: storefront,
  claimCreatorInvitation: storefront,
  getCreatorProfile: storefront,
  updateCreatorProfile: storefront,
  createStorefrontMediaUploadUrl: storefront,
  listMyStorefrontNfts: storefront,
  createStorefrontNft: storefront,
  getMyStorefrontNft: storefront,
  updateStorefrontNft: storefront,
  mintStorefrontNft: storefront,
  listStorefrontNftForSale: storefront,
  getStorefrontEarnings: storefront,
  // watchlist
  getWatchlist: watchlist,
  watchNft: watchlist,
  unwatchNft: watchlist,
  watchCollection: watchlist,
  unwatchCollection: watchlist,
} satisfies RouteLoaders;

/** The definition of a route, its group loaded first (an already loaded group's import resolves at once). */
export async function loadRoute(name: LoadedRouteName): Promise<ClientRoute> {
  const routes: Readonly<Record<string, ClientRoute>> = await routeLoaders[name]();
  const route = routes[name];
  if (!route) throw new Error(`No route definition for ${name}`);
  return route;
}
