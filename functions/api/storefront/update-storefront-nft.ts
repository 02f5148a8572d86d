import { storefrontRoutes } from '../../../shared/api/routes/storefront';
import { ownStorefrontNft, requireCreator } from '../../domain/storefront/access';
import { updateDraft } from '../../domain/storefront/drafts';
import { assertOwnMediaKey } from '../../domain/storefront/media-upload';
import { endpoint } from '../../lib/http';
import { ownerViewOf } from './owner-view';

/** PATCH /storefront/nfts/{uuid}: edits a draft; 409 once minting. */
export const updateStorefrontNft = endpoint(
  storefrontRoutes.updateStorefrontNft,
  async (deps, { user, params, body }) => {
    const creator = await requireCreator(deps, user.uuid);
    const record = await ownStorefrontNft(deps, creator, params.uuid);
    assertOwnMediaKey(creator, body.media_key);
    return ownerViewOf(deps, await updateDraft(deps, record, body));
  },
);
