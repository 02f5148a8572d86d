import type { LocalCloud } from '../../../scripts/local-cloud/cloud';

/*
 * The path table of spec part 1 §2 with the seed's ids, shared by the route sweep (./../route-sweep.test.ts) and the
 * layout-shift sweep (../layout-shift.test.ts).
 */

/** A seeded Ethereum one of one the logged-in collector is given, so item pages are an owner's. */
export const NFT_ID = 'nft-neon-alley-007';
export const ITEM_ID = `${NFT_ID}-1`;

export interface Ids {
  dropId: string;
  packId: string;
  auctionId: string;
  auctionNftId: string;
  collectionId: string;
  /** A creator and a storefront NFT when the seed has them, else made-up ids (their pages answer not found). */
  creatorId: string;
  storefrontNftId: string;
}

/**
 * The path table of spec part 1 §2 with seeded ids, and the pages issues 16 and 37 add (watchlist, cart, the
 * statement); the ids an answer cannot give (offer, token) are made up.
 */
export const specPaths = (ids: Ids): string[] => [
  '/',
  '/drops',
  `/drops/${ids.dropId}/details`,
  `/drops/${ids.dropId}`,
  `/drops/pack/${ids.packId}`,
  `/drops/pack/${ids.packId}/checkout`,
  '/drop-rules',
  '/drop-rules/premiumbiddingterms',
  ...[
    'details',
    'offers',
    'export',
    'export-success',
    'make-offer',
    'gift-nft',
    'gift-nft/payment',
    'gift-nft/success',
  ].map((page) => `/nft/${NFT_ID}/${ITEM_ID}/${page}`),
  ...['auction', 'bid', 'pre-qualified-bid', 'checkout'].map(
    (page) => `/nft/${ids.auctionNftId}/${ids.auctionId}/${page}`,
  ),
  `/nft/${NFT_ID}/marketplace-auction`,
  `/nft/${ids.auctionNftId}/${ITEM_ID}/${ids.auctionId}/generative-auction`,
  `/nft/${NFT_ID}/offer-sweep/manage-offer`,
  `/nft/${NFT_ID}/offer-sweep/accept`,
  '/account',
  '/account/payment-methods',
  '/account/statement',
  '/account/my-collection',
  '/account/order-history',
  '/account/settings',
  '/account/notifications',
  '/notifications',
  '/withdraw',
  '/withdraw/fiat',
  '/withdraw/crypto',
  '/withdraw/history',
  '/fusion',
  '/watchlist',
  '/cart',
  '/login',
  '/sign-up',
  '/3ds-success',
  '/3ds-failure',
  '/marketplace',
  '/about',
  '/tezos',
  '/vault',
  '/contact',
  `/collection/${ids.collectionId}`,
  '/order-history',
  '/confirm-email',
  '/change-email',
  '/primary-listing',
  '/privacy-policy',
  '/terms-of-service',
  '/reset-password',
  '/page-not-found',
  '/faq',
  '/order/sweep-token/claim',
  '/external-login/instagram',
  '/amexweb3',
  '/no-such-page',
  '/onepass',
  '/creators',
  `/creators/${ids.creatorId}`,
  `/nft/${ids.storefrontNftId}/storefront/auction`,
  `/nft/${ids.storefrontNftId}/storefront/checkout`,
  '/storefront',
  '/storefront-claim',
  '/storefront-create-nft',
  '/storefront-edit-draft/draft-sweep',
  '/storefront-minting-checkout',
  '/storefront-payments',
  '/storefront-payments/withdraw',
  '/storefront-settings',
  '/storefront-nft-details/draft-sweep',
  '/storefront-list-for-sale/draft-sweep',
];

/** The seed's ids the path table needs, asked of `cloud`'s API. */
export async function seededIds(cloud: LocalCloud): Promise<Ids> {
  const getJson = async <T>(path: string): Promise<T> =>
    (await fetch(`${cloud.url}/api${path}`)).json() as Promise<T>;
  const drops = await getJson<{ results: { id: string; drops: { id: string }[] }[] }>(
    '/auction/drops?page_size=100',
  );
  const withPack = drops.results.find((drop) => drop.drops.length > 0);
  for (const drop of drops.results) {
    const auctions = await getJson<{ id: string; nft: { id: string } }[]>(
      `/auction/drops/${drop.id}/auctions`,
    );
    const auction = auctions[0];
    if (!auction || !withPack?.drops[0]) continue;
    const collections = await getJson<{ results: { id: string }[] }>('/collections/marketplace/');
    const collectionId = collections.results[0]?.id;
    if (!collectionId) throw new Error('The seed has no marketplace collection');
    const creators = await getJson<{ results: { id: string }[] }>('/storefront_artist/');
    const storefrontNfts = await getJson<{ results: { id: string }[] }>('/storefront_nft/');
    return {
      creatorId: creators.results[0]?.id ?? 'creator-sweep',
      storefrontNftId: storefrontNfts.results[0]?.id ?? NFT_ID,
      dropId: drop.id,
      packId: withPack.drops[0].id,
      auctionId: auction.id,
      auctionNftId: auction.nft.id,
      collectionId,
    };
  }
  throw new Error('The seed has no drop with auctions and packs');
}
