import { lazy } from 'react';

// The creators' and the storefront's screens, each loaded with its route (the first page's bundle stays small).
export const CreatorsRoute = lazy(() =>
  import('../../features/creators/routes/creators-route').then((m) => ({ default: m.CreatorsRoute })),
);
export const CreatorRoute = lazy(() =>
  import('../../features/creators/routes/creator-route').then((m) => ({ default: m.CreatorRoute })),
);
export const StorefrontAuctionDoor = lazy(() =>
  import('./storefront-doors').then((m) => ({ default: m.StorefrontAuctionDoor })),
);
export const StorefrontCheckoutDoor = lazy(() =>
  import('./storefront-doors').then((m) => ({ default: m.StorefrontCheckoutDoor })),
);
export const StorefrontRoute = lazy(() =>
  import('../../features/storefront/routes/storefront-route').then((m) => ({ default: m.StorefrontRoute })),
);
export const StorefrontClaimRoute = lazy(() =>
  import('../../features/storefront/routes/storefront-claim-route').then((m) => ({
    default: m.StorefrontClaimRoute,
  })),
);
export const CreateNftRoute = lazy(() =>
  import('../../features/storefront/routes/create-nft-route').then((m) => ({ default: m.CreateNftRoute })),
);
export const EditDraftRoute = lazy(() =>
  import('../../features/storefront/routes/edit-draft-route').then((m) => ({ default: m.EditDraftRoute })),
);
export const MintingCheckoutRoute = lazy(() =>
  import('../../features/storefront/routes/minting-checkout-route').then((m) => ({
    default: m.MintingCheckoutRoute,
  })),
);
export const StorefrontPaymentsRoute = lazy(() =>
  import('../../features/storefront/routes/storefront-payments-route').then((m) => ({
    default: m.StorefrontPaymentsRoute,
  })),
);
export const StorefrontWithdrawRoute = lazy(() =>
  import('../../features/storefront/routes/storefront-withdraw-route').then((m) => ({
    default: m.StorefrontWithdrawRoute,
  })),
);
export const StorefrontSettingsRoute = lazy(() =>
  import('../../features/storefront/routes/storefront-settings-route').then((m) => ({
    default: m.StorefrontSettingsRoute,
  })),
);
export const NftDetailsRoute = lazy(() =>
  import('../../features/storefront/routes/nft-details-route').then((m) => ({ default: m.NftDetailsRoute })),
);
export const ListForSaleRoute = lazy(() =>
  import('../../features/storefront/routes/list-for-sale-route').then((m) => ({
    default: m.ListForSaleRoute,
  })),
);
