/**
 * Every path of the app (spec part 1 §2), relative to the /app base. Each entry builds a concrete path and
 * carries its wouter `pattern`, so routes and links never spell a path twice.
 */

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type PathBuilder<P extends string> = ([ParamNames<P>] extends [never]
  ? () => string
  : (params: Record<ParamNames<P>, string>) => string) & { pattern: P };

function path<const P extends string>(pattern: P): PathBuilder<P> {
  const build = (params: Record<string, string> = {}) =>
    pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  return Object.assign(build, { pattern }) as PathBuilder<P>;
}

export const paths = {
  root: path('/'),

  // Drops and packs
  drops: path('/drops'),
  dropDetail: path('/drops/:dropId'),
  dropDetails: path('/drops/:dropId/details'),
  pack: path('/drops/pack/:packId'),
  packCheckout: path('/drops/pack/:packId/checkout'),
  dropRules: path('/drop-rules'),
  dropRulesByKey: path('/drop-rules/:dropKey'),

  // Owned items
  nftItem: path('/nft/:nftId/:nftItemId/details'),
  nftItemOffers: path('/nft/:nftId/:nftItemId/offers'),
  nftItemExport: path('/nft/:nftId/:nftItemId/export'),
  nftItemExportSuccess: path('/nft/:nftId/:nftItemId/export-success'),
  nftItemMakeOffer: path('/nft/:nftId/:nftItemId/make-offer'),
  nftItemGift: path('/nft/:nftId/:nftItemId/gift-nft'),
  nftItemGiftPayment: path('/nft/:nftId/:nftItemId/gift-nft/payment'),
  nftItemGiftSuccess: path('/nft/:nftId/:nftItemId/gift-nft/success'),

  // Auctions
  storefrontAuction: path('/nft/:nftId/storefront/auction'),
  storefrontCheckout: path('/nft/:nftId/storefront/checkout'),
  auction: path('/nft/:nftId/:auctionId/auction'),
  auctionBid: path('/nft/:nftId/:auctionId/bid'),
  auctionPreQualifiedBid: path('/nft/:nftId/:auctionId/pre-qualified-bid'),
  auctionCheckout: path('/nft/:nftId/:auctionId/checkout'),
  marketplaceAuction: path('/nft/:nftId/marketplace-auction'),
  generativeAuction: path('/nft/:nftId/:nftItemId/:auctionId/generative-auction'),

  // Offers
  manageOffer: path('/nft/:nftId/:offerId/manage-offer'),
  acceptOffer: path('/nft/:nftId/:offerId/accept'),

  // Account (logged in)
  account: path('/account'),
  paymentMethods: path('/account/payment-methods'),
  /** One balance's movements with their holds (issue 37; not in part 1 §2). */
  statement: path('/account/statement'),
  myCollection: path('/account/my-collection'),
  accountOrderHistory: path('/account/order-history'),
  settings: path('/account/settings'),
  notificationSettings: path('/account/notifications'),
  notifications: path('/notifications'),
  withdraw: path('/withdraw'),
  withdrawFiat: path('/withdraw/fiat'),
  withdrawCrypto: path('/withdraw/crypto'),
  withdrawHistory: path('/withdraw/history'),
  fusion: path('/fusion'),
  watchlist: path('/watchlist'),

  // Other shell pages
  login: path('/login'),
  signUp: path('/sign-up'),
  marketplace: path('/marketplace'),
  tezos: path('/tezos'),
  vault: path('/vault'),
  contact: path('/contact'),
  collection: path('/collection/:id'),
  /** The cart of resale listings and its checkout (issue 16 point 4; not in part 1 §2). */
  cart: path('/cart'),
  orderHistory: path('/order-history'),
  changeEmail: path('/change-email'),
  primaryListing: path('/primary-listing'),
  pageNotFound: path('/page-not-found'),
  onePass: path('/onepass'),
  faq: path('/faq'),
  creators: path('/creators'),
  creator: path('/creators/:id'),
  claimOrder: path('/order/:token/claim'),
  instagramLogin: path('/external-login/instagram'),

  // Storefront (creators)
  storefront: path('/storefront'),
  storefrontClaim: path('/storefront-claim'),
  storefrontCreateNft: path('/storefront-create-nft'),
  storefrontEditDraft: path('/storefront-edit-draft/:uuid'),
  storefrontMintingCheckout: path('/storefront-minting-checkout'),
  storefrontPayments: path('/storefront-payments'),
  storefrontWithdraw: path('/storefront-payments/withdraw'),
  storefrontSettings: path('/storefront-settings'),
  storefrontNftDetails: path('/storefront-nft-details/:uuid'),
  storefrontListForSale: path('/storefront-list-for-sale/:uuid'),

  // Outside the shell
  about: path('/about'),
  privacyPolicy: path('/privacy-policy'),
  termsOfService: path('/terms-of-service'),
  confirmEmail: path('/confirm-email'),
  resetPassword: path('/reset-password'),
  threeDsSuccess: path('/3ds-success'),
  threeDsFailure: path('/3ds-failure'),
  amexWeb3: path('/amexweb3'),
};
