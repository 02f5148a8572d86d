import { storefrontRoutes } from '../../../shared/api/routes/storefront';
import { claimInvitation } from '../../domain/storefront/claims';
import { endpoint } from '../../lib/http';
import { claimView } from './claim-view';

/** POST /storefront/claims: claims an invitation sent to the caller's verified e-mail; makes the creator. */
export const claimCreatorInvitation = endpoint(
  storefrontRoutes.claimCreatorInvitation,
  async (deps, { user, body }) => claimView(await claimInvitation(deps, user.uuid, body.token)),
);
