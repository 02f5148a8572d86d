import { lazy, type ReactNode, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import type { FlagName } from '../../../../shared/domain/flags';
import { Loader } from '../../components/loader/loader';
import { paths } from '../../config/paths';
import { cmsKeys } from '../../features/cms/api/get-cms-page';
import { NotFoundRoute } from '../../features/not-found/routes/not-found-route';
import { StatementSkeleton } from '../../features/payments/components/statement-layout';
import * as creatorScreens from './creator-screens';
import { RouteGate } from './route-gate';

type Params = Record<string, string | undefined>;

// Each screen loads with its route; this table itself loads with the first screen other than the drops list
// (./shell-routes.tsx).
const ProfileShell = lazy(() =>
  import('../../features/account/components/profile-shell').then((m) => ({ default: m.ProfileShell })),
);
const ChangeEmailRoute = lazy(() =>
  import('../../features/account/routes/change-email-route').then((m) => ({ default: m.ChangeEmailRoute })),
);
const NotificationSettingsRoute = lazy(() =>
  import('../../features/account/routes/notification-settings-route').then((m) => ({
    default: m.NotificationSettingsRoute,
  })),
);
const SettingsRoute = lazy(() =>
  import('../../features/account/routes/settings-route').then((m) => ({ default: m.SettingsRoute })),
);
const AgeGated = lazy(() =>
  import('../../features/age-gate/components/age-gated').then((m) => ({ default: m.AgeGated })),
);
const AuctionRoute = lazy(() =>
  import('../../features/auction/routes/auction-route').then((m) => ({ default: m.AuctionRoute })),
);
const AuctionBidRoute = lazy(() =>
  import('../../features/auction-bid/routes/auction-bid-route').then((m) => ({ default: m.AuctionBidRoute })),
);
const PreQualifiedBidRoute = lazy(() =>
  import('../../features/auction-bid/routes/pre-qualified-bid-route').then((m) => ({
    default: m.PreQualifiedBidRoute,
  })),
);
const AuctionCheckoutRoute = lazy(() =>
  import('../../features/auction-checkout/routes/auction-checkout-route').then((m) => ({
    default: m.AuctionCheckoutRoute,
  })),
);
const ClaimOrderRoute = lazy(() =>
  import('../../features/external-claim/routes/claim-order-route').then((m) => ({
    default: m.ClaimOrderRoute,
  })),
);
const CmsPageRoute = lazy(() =>
  import('../../features/cms/routes/cms-page-route').then((m) => ({ default: m.CmsPageRoute })),
);
const DropRulesRoute = lazy(() =>
  import('../../features/cms/routes/drop-rules-route').then((m) => ({ default: m.DropRulesRoute })),
);
const MyCollectionRoute = lazy(() =>
  import('../../features/collection/routes/my-collection-route').then((m) => ({
    default: m.MyCollectionRoute,
  })),
);
const OrderHistoryRoute = lazy(() =>
  import('../../features/collection/routes/order-history-route').then((m) => ({
    default: m.OrderHistoryRoute,
  })),
);
const DropDetailRoute = lazy(() =>
  import('../../features/drops/routes/drop-detail-route').then((m) => ({ default: m.DropDetailRoute })),
);
const NotificationsRoute = lazy(() =>
  import('../../features/notifications/routes/notifications-route').then((m) => ({
    default: m.NotificationsRoute,
  })),
);
const PackCheckoutRoute = lazy(() =>
  import('../../features/packs/routes/pack-checkout-route').then((m) => ({ default: m.PackCheckoutRoute })),
);
const PackRoute = lazy(() => import('./pack-doors').then((m) => ({ default: m.PackWithDrawRoute })));
const AccountPaymentMethodsRoute = lazy(() =>
  import('./account-payment-methods-route').then((m) => ({ default: m.AccountPaymentMethodsRoute })),
);
// The statement reserves its final layout while its code loads (StatementSkeleton), so nothing moves (CLS).
const StatementRoute = lazy(() =>
  import('../../features/payments/routes/statement-route').then((m) => ({ default: m.StatementRoute })),
);
const AuthEntryRoute = lazy(() => import('./auth-entry-route').then((m) => ({ default: m.AuthEntryRoute })));
const FaqRoute = lazy(() => import('./faq-route').then((m) => ({ default: m.FaqRoute })));
const ContactRoute = lazy(() => import('./contact-route').then((m) => ({ default: m.ContactRoute })));
const InstagramLoginRoute = lazy(() =>
  import('./instagram-login-route').then((m) => ({ default: m.InstagramLoginRoute })),
);
const PrimaryListingRoute = lazy(() =>
  import('../../features/drops/routes/primary-listing-route').then((m) => ({
    default: m.PrimaryListingRoute,
  })),
);

// New screens load with their route, so the first page's bundle does not grow with every feature.
const OwnedItemRoute = lazy(() => import('./owned-item-doors').then((m) => ({ default: m.OwnedItemRoute })));
const MarketplaceRoute = lazy(() =>
  import('../../features/marketplace/routes/marketplace-route').then((m) => ({
    default: m.MarketplaceRoute,
  })),
);
const CollectionRoute = lazy(() =>
  import('../../features/marketplace/routes/collection-route').then((m) => ({ default: m.CollectionRoute })),
);
// The market's price history and activity fill slots of the NFT and collection pages (features stay apart).
const NftMarketPanel = lazy(() =>
  import('../../features/market-activity/components/nft-market-panel').then((m) => ({
    default: m.NftMarketPanel,
  })),
);
const CollectionActivity = lazy(() =>
  import('../../features/market-activity/components/collection-activity').then((m) => ({
    default: m.CollectionActivity,
  })),
);
// Collection and trait offers fill the collection page's slot too, in a chunk of their own.
const CollectionOffersSlot = lazy(() =>
  import('./collection-offers-slot').then((m) => ({ default: m.CollectionOffersSlot })),
);
const nftMarket = (nftId: string) => (
  <Suspense fallback={null}>
    <NftMarketPanel nftId={nftId} />
  </Suspense>
);
// The watch toggle fills the NFT and collection pages' `watch` slots; the watchlist is its own page.
const WatchToggle = lazy(() =>
  import('../../features/watchlist/components/watch-toggle').then((m) => ({ default: m.WatchToggle })),
);
const watchSlot = (kind: 'nft' | 'collection', id: string) => (
  <Suspense fallback={null}>
    <WatchToggle kind={kind} id={id} />
  </Suspense>
);
const WatchlistRoute = lazy(() =>
  import('../../features/watchlist/routes/watchlist-route').then((m) => ({ default: m.WatchlistRoute })),
);
// The resale market with the cart's 'Add to cart' beside each listing's Buy (app/routes/cart-doors.tsx).
const MarketplaceAuctionRoute = lazy(() =>
  import('./cart-doors').then((m) => ({ default: m.MarketplaceAuctionWithCart })),
);
const CartRoute = lazy(() =>
  import('../../features/cart/routes/cart-route').then((m) => ({ default: m.CartRoute })),
);
// 'Sweep the floor' fills the collection page's slot, in a chunk of its own.
const SweepFloor = lazy(() =>
  import('../../features/cart/components/sweep-floor').then((m) => ({ default: m.SweepFloor })),
);

const FusionRoute = lazy(() =>
  import('../../features/fusion/routes/fusion-route').then((m) => ({ default: m.FusionRoute })),
);
const ExportRoute = lazy(() =>
  import('../../features/export/routes/export-route').then((m) => ({ default: m.ExportRoute })),
);
const ExportSuccessRoute = lazy(() =>
  import('../../features/export/routes/export-success-route').then((m) => ({
    default: m.ExportSuccessRoute,
  })),
);
const GiftRoute = lazy(() =>
  import('../../features/gift/routes/gift-route').then((m) => ({ default: m.GiftRoute })),
);
const GiftPaymentRoute = lazy(() =>
  import('../../features/gift/routes/gift-payment-route').then((m) => ({ default: m.GiftPaymentRoute })),
);
const GiftSuccessRoute = lazy(() =>
  import('../../features/gift/routes/gift-success-route').then((m) => ({ default: m.GiftSuccessRoute })),
);
const ItemOffersRoute = lazy(() =>
  import('../../features/offers/routes/item-offers-route').then((m) => ({ default: m.ItemOffersRoute })),
);
const MakeOfferRoute = lazy(() =>
  import('../../features/offers/routes/make-offer-route').then((m) => ({ default: m.MakeOfferRoute })),
);
const ManageOfferRoute = lazy(() =>
  import('../../features/offers/routes/manage-offer-route').then((m) => ({ default: m.ManageOfferRoute })),
);
const AcceptOfferRoute = lazy(() =>
  import('../../features/offers/routes/accept-offer-route').then((m) => ({ default: m.AcceptOfferRoute })),
);
const WithdrawAreaRoute = lazy(() =>
  import('../../features/withdraw/routes/withdraw-area-route').then((m) => ({
    default: m.WithdrawAreaRoute,
  })),
);
const OnePassRoute = lazy(() =>
  import('../../features/one-pass/routes/one-pass-route').then((m) => ({ default: m.OnePassRoute })),
);

interface ShellRoute {
  pattern: string;
  flag?: FlagName;
  guarded?: boolean;
  /** A skeleton of the screen while the session restores and its code loads (default the loader). */
  loading?: ReactNode;
  render: (params: Params) => ReactNode;
}

const route = (
  pattern: string,
  render: ShellRoute['render'],
  gate: Omit<ShellRoute, 'pattern' | 'render'> = {},
) => ({
  pattern,
  render,
  ...gate,
});

const guarded = { guarded: true };
const storefrontGate = { ...guarded, flag: 'storefrontEnabled' } as const;

/**
 * The shell route switch (spec part 1 §2), first match wins: literal segments come before parameters that
 * could swallow them (storefront before {auctionId}, pack before {dropId}).
 */
const shellRoutes: ShellRoute[] = [
  // Packs, drop rules (the drops list is in ./shell-routes.tsx)
  route(paths.pack.pattern, (p) => <PackRoute packId={p.packId!} />),
  route(paths.packCheckout.pattern, (p) => <PackCheckoutRoute packId={p.packId!} />, guarded),
  route(paths.dropDetail.pattern, (p) => <DropDetailRoute dropId={p.dropId!} />),
  route(paths.dropDetails.pattern, (p) => <DropDetailRoute dropId={p.dropId!} />),
  route(paths.dropRules.pattern, () => <DropRulesRoute />),
  route(paths.dropRulesByKey.pattern, (p) => <DropRulesRoute dropKey={p.dropKey} />),

  // NFT root: owned items, auctions, offers
  route(paths.storefrontAuction.pattern, (p) => (
    <creatorScreens.StorefrontAuctionDoor nftId={p.nftId!} market={nftMarket(p.nftId!)} />
  )),
  route(paths.storefrontCheckout.pattern, (p) => <creatorScreens.StorefrontCheckoutDoor nftId={p.nftId!} />, {
    ...guarded,
    flag: 'creatorsEnabled',
  }),
  route(paths.marketplaceAuction.pattern, (p) => (
    <Suspense fallback={<Loader label="Loading NFT" />}>
      <MarketplaceAuctionRoute
        nftId={p.nftId!}
        market={nftMarket(p.nftId!)}
        watch={watchSlot('nft', p.nftId!)}
      />
    </Suspense>
  )),
  route(paths.nftItem.pattern, (p) => (
    <Suspense fallback={<Loader label="Loading NFT" />}>
      <OwnedItemRoute nftId={p.nftId!} nftItemId={p.nftItemId!} />
    </Suspense>
  )),
  route(
    paths.nftItemOffers.pattern,
    (p) => (
      <Suspense fallback={<Loader label="Loading offers" />}>
        <ItemOffersRoute nftId={p.nftId!} nftItemId={p.nftItemId!} />
      </Suspense>
    ),
    { ...guarded, flag: 'offersEnabled' },
  ),
  route(
    paths.nftItemExport.pattern,
    (p) => (
      <Suspense fallback={<Loader label="Loading NFT" />}>
        <ExportRoute nftId={p.nftId!} nftItemId={p.nftItemId!} />
      </Suspense>
    ),
    guarded,
  ),
  route(
    paths.nftItemExportSuccess.pattern,
    (p) => (
      <Suspense fallback={<Loader label="Loading" />}>
        <ExportSuccessRoute nftId={p.nftId!} nftItemId={p.nftItemId!} />
      </Suspense>
    ),
    guarded,
  ),
  route(
    paths.nftItemMakeOffer.pattern,
    (p) => (
      <Suspense fallback={<Loader label="Loading NFT" />}>
        <MakeOfferRoute nftId={p.nftId!} nftItemId={p.nftItemId!} />
      </Suspense>
    ),
    { flag: 'offersEnabled' },
  ),
  route(
    paths.nftItemGift.pattern,
    (p) => (
      <Suspense fallback={<Loader label="Loading NFT" />}>
        <GiftRoute nftId={p.nftId!} nftItemId={p.nftItemId!} />
      </Suspense>
    ),
    guarded,
  ),
  route(
    paths.nftItemGiftPayment.pattern,
    (p) => (
      <Suspense fallback={<Loader label="Loading NFT" />}>
        <GiftPaymentRoute nftId={p.nftId!} nftItemId={p.nftItemId!} />
      </Suspense>
    ),
    guarded,
  ),
  route(
    paths.nftItemGiftSuccess.pattern,
    (p) => (
      <Suspense fallback={<Loader label="Loading" />}>
        <GiftSuccessRoute nftId={p.nftId!} nftItemId={p.nftItemId!} />
      </Suspense>
    ),
    guarded,
  ),
  route(paths.auction.pattern, (p) => (
    <AuctionRoute nftId={p.nftId!} auctionId={p.auctionId!} market={nftMarket(p.nftId!)} />
  )),
  route(
    paths.auctionBid.pattern,
    (p) => <AuctionBidRoute nftId={p.nftId!} auctionId={p.auctionId!} />,
    guarded,
  ),
  route(
    paths.auctionPreQualifiedBid.pattern,
    (p) => <PreQualifiedBidRoute nftId={p.nftId!} auctionId={p.auctionId!} />,
    guarded,
  ),
  route(
    paths.auctionCheckout.pattern,
    (p) => <AuctionCheckoutRoute nftId={p.nftId!} auctionId={p.auctionId!} />,
    guarded,
  ),
  route(paths.generativeAuction.pattern, (p) => (
    <AuctionRoute nftId={p.nftId!} auctionId={p.auctionId!} market={nftMarket(p.nftId!)} />
  )),
  route(
    paths.manageOffer.pattern,
    (p) => (
      <Suspense fallback={<Loader label="Loading offer" />}>
        <ManageOfferRoute nftId={p.nftId!} offerId={p.offerId!} />
      </Suspense>
    ),
    { ...guarded, flag: 'offersEnabled' },
  ),
  route(
    paths.acceptOffer.pattern,
    (p) => (
      <Suspense fallback={<Loader label="Loading offer" />}>
        <AcceptOfferRoute nftId={p.nftId!} offerId={p.offerId!} />
      </Suspense>
    ),
    { ...guarded, flag: 'offersEnabled' },
  ),

  // Account area (logged in)
  // The profile shell opens on its first tab.
  route(paths.account.pattern, () => <Redirect to={paths.myCollection()} replace />, guarded),
  route(paths.paymentMethods.pattern, () => <AccountPaymentMethodsRoute />, guarded),
  route(paths.statement.pattern, () => <StatementRoute />, { ...guarded, loading: <StatementSkeleton /> }),
  route(
    paths.myCollection.pattern,
    () => (
      <ProfileShell>
        <MyCollectionRoute />
      </ProfileShell>
    ),
    guarded,
  ),
  route(
    paths.accountOrderHistory.pattern,
    () => (
      <ProfileShell>
        <OrderHistoryRoute />
      </ProfileShell>
    ),
    guarded,
  ),
  route(paths.settings.pattern, () => <SettingsRoute />, guarded),
  route(paths.notificationSettings.pattern, () => <NotificationSettingsRoute />, {
    ...guarded,
    flag: 'notificationsEnabled',
  }),
  route(paths.notifications.pattern, () => <NotificationsRoute />, {
    ...guarded,
    flag: 'notificationsEnabled',
  }),
  route(paths.withdraw.pattern, () => <WithdrawAreaRoute screen="choice" />, {
    ...guarded,
    flag: 'withdrawEnabled',
  }),
  route(paths.withdrawFiat.pattern, () => <WithdrawAreaRoute screen="fiat" />, {
    ...guarded,
    flag: 'withdrawEnabled',
  }),
  route(paths.withdrawCrypto.pattern, () => <WithdrawAreaRoute screen="crypto" />, {
    ...guarded,
    flag: 'withdrawEnabled',
  }),
  route(paths.withdrawHistory.pattern, () => <WithdrawAreaRoute screen="history" />, {
    ...guarded,
    flag: 'withdrawEnabled',
  }),
  route(paths.fusion.pattern, () => <FusionRoute />, { ...guarded, flag: 'fusionEnabled' }),
  route(paths.watchlist.pattern, () => <WatchlistRoute />, guarded),

  // Entry points and other pages
  route(paths.login.pattern, () => <AuthEntryRoute kind="login" />),
  route(paths.signUp.pattern, () => <AuthEntryRoute kind="signUp" />),
  route(paths.faq.pattern, () => <FaqRoute />, { flag: 'faqEnabled' }),
  route(paths.pageNotFound.pattern, () => <NotFoundRoute />),
  route(
    paths.marketplace.pattern,
    () => (
      <Suspense fallback={<Loader label="Loading marketplace" />}>
        <MarketplaceRoute />
      </Suspense>
    ),
    { flag: 'marketplaceEnabled' },
  ),
  route(paths.creators.pattern, () => <creatorScreens.CreatorsRoute />, { flag: 'creatorsEnabled' }),
  route(paths.creator.pattern, (p) => <creatorScreens.CreatorRoute id={p.id!} />, {
    flag: 'creatorsEnabled',
  }),
  route(paths.onePass.pattern, () => <OnePassRoute />, { flag: 'onePassEnabled' }),
  route(paths.tezos.pattern, () => <CmsPageRoute cmsKey={cmsKeys.tezos} title="Tezos" />),
  route(paths.vault.pattern, () => (
    <AgeGated>
      <CmsPageRoute cmsKey={cmsKeys.vault} title="A WORLD OF POSSIBILITIES" />
    </AgeGated>
  )),
  route(paths.contact.pattern, () => <ContactRoute />),
  route(paths.collection.pattern, (p) => (
    <Suspense fallback={<Loader label="Loading collection" />}>
      <CollectionRoute
        id={p.id!}
        watch={watchSlot('collection', p.id!)}
        activity={
          <Suspense fallback={null}>
            <SweepFloor collectionId={p.id!} />
            <CollectionOffersSlot collectionId={p.id!} />
            <CollectionActivity collectionId={p.id!} />
          </Suspense>
        }
      />
    </Suspense>
  )),
  route(paths.cart.pattern, () => <CartRoute />, guarded),
  // The same order history as the profile tab (spec part 1 §2 lists both paths).
  route(paths.orderHistory.pattern, () => <Redirect to={paths.accountOrderHistory()} replace />, guarded),
  route(paths.changeEmail.pattern, () => <ChangeEmailRoute />),
  route(paths.primaryListing.pattern, () => <PrimaryListingRoute />),
  route(paths.claimOrder.pattern, (p) => <ClaimOrderRoute token={p.token!} />),
  route(paths.instagramLogin.pattern, () => <InstagramLoginRoute />, { flag: 'instagramLoginEnabled' }),

  // Creators' storefront
  // The landing page is public; the rest is a creator's (signed in).
  route(paths.storefront.pattern, () => <creatorScreens.StorefrontRoute />, { flag: 'storefrontEnabled' }),
  route(paths.storefrontClaim.pattern, () => <creatorScreens.StorefrontClaimRoute />, storefrontGate),
  route(paths.storefrontCreateNft.pattern, () => <creatorScreens.CreateNftRoute />, storefrontGate),
  route(
    paths.storefrontEditDraft.pattern,
    (p) => <creatorScreens.EditDraftRoute uuid={p.uuid!} />,
    storefrontGate,
  ),
  route(
    paths.storefrontMintingCheckout.pattern,
    () => <creatorScreens.MintingCheckoutRoute />,
    storefrontGate,
  ),
  route(paths.storefrontPayments.pattern, () => <creatorScreens.StorefrontPaymentsRoute />, storefrontGate),
  route(paths.storefrontWithdraw.pattern, () => <creatorScreens.StorefrontWithdrawRoute />, storefrontGate),
  route(paths.storefrontSettings.pattern, () => <creatorScreens.StorefrontSettingsRoute />, storefrontGate),
  route(
    paths.storefrontNftDetails.pattern,
    (p) => <creatorScreens.NftDetailsRoute uuid={p.uuid!} />,
    storefrontGate,
  ),
  route(
    paths.storefrontListForSale.pattern,
    (p) => <creatorScreens.ListForSaleRoute uuid={p.uuid!} />,
    storefrontGate,
  ),
];

/** Every shell screen but the drops list; not-found for a path no screen has. */
export function ScreenRoutes() {
  return (
    <Switch>
      {shellRoutes.map(({ pattern, flag, guarded, loading, render }) => (
        <Route key={pattern} path={pattern}>
          {(params: Params) => (
            <RouteGate flag={flag} guarded={guarded} loading={loading}>
              <Suspense fallback={loading ?? <Loader label="Loading" />}>{render(params)}</Suspense>
            </RouteGate>
          )}
        </Route>
      ))}
      <Route>
        <NotFoundRoute />
      </Route>
    </Switch>
  );
}
