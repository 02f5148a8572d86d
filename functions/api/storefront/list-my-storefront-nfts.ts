import { storefrontRoutes } from '../../../shared/api/routes/storefront';
import { listCreatorStorefrontNfts } from '../../data/storefront-nft';
import { requireCreator } from '../../domain/storefront/access';
import { endpoint } from '../../lib/http';
import { ownerViewOf } from './owner-view';

/** GET /storefront/nfts: the creator's drafts and NFTs, newest first. */
export const listMyStorefrontNfts = endpoint(
  storefrontRoutes.listMyStorefrontNfts,
  async (deps, { user }) => {
    const creator = await requireCreator(deps, user.uuid);
    const records = await listCreatorStorefrontNfts(deps.db, creator.id);
    return { results: await Promise.all(records.map((record) => ownerViewOf(deps, record))) };
  },
);
