import { storefrontRoutes } from '../../../shared/api/routes/storefront';
import { requireCreator } from '../../domain/storefront/access';
import { endpoint } from '../../lib/http';
import { creatorProfileView } from './views';

/** GET /storefront/profile: the caller's creator profile; 403 without a creator. */
export const getCreatorProfile = endpoint(storefrontRoutes.getCreatorProfile, async (deps, { user }) =>
  creatorProfileView(deps.env, await requireCreator(deps, user.uuid)),
);
