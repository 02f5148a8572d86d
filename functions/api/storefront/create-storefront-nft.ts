import { storefrontRoutes } from '../../../shared/api/routes/storefront';
import { requireCreator } from '../../domain/storefront/access';
import { createDraft } from '../../domain/storefront/drafts';
import { assertOwnMediaKey } from '../../domain/storefront/media-upload';
import { endpoint } from '../../lib/http';
import { ownerViewOf } from './owner-view';

/** POST /storefront/nfts: a new draft, its media one of the caller's uploads (the seed's is a catalog file). */
export const createStorefrontNft = endpoint(
  storefrontRoutes.createStorefrontNft,
  async (deps, { user, body }) => {
    const creator = await requireCreator(deps, user.uuid);
    assertOwnMediaKey(creator, body.media_key);
    return ownerViewOf(deps, await createDraft(deps, creator, body));
  },
);
