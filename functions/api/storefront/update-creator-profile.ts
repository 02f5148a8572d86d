import { storefrontRoutes } from '../../../shared/api/routes/storefront';
import { requireCreator } from '../../domain/storefront/access';
import { updateCreatorProfile as saveProfile } from '../../domain/storefront/profile';
import { endpoint } from '../../lib/http';
import { creatorProfileView } from './views';

/** PATCH /storefront/profile: name, bio or payout type. */
export const updateCreatorProfile = endpoint(
  storefrontRoutes.updateCreatorProfile,
  async (deps, { user, body }) => {
    const creator = await requireCreator(deps, user.uuid);
    return creatorProfileView(deps.env, await saveProfile(deps, creator, body));
  },
);
