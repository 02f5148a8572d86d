import { storefrontRoutes } from '../../../shared/api/routes/storefront';
import { requireCreator } from '../../domain/storefront/access';
import { createDraft } from '../../domain/storefront/drafts';
import { endpoint } from '../../lib/http';
import { ownerViewOf } from './owner-view';

/** POST /storefront/nfts: saves a new draft. */
export const createStorefrontNft = endpoint(
  storefrontRoutes.createStorefrontNft,
  async (deps, { user, body }) => {
    const creator = await requireCreator(deps, user.uuid);
    return ownerViewOf(deps, await createDraft(deps, creator, body));
  },
);
