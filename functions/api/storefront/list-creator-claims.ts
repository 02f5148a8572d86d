import { storefrontRoutes } from '../../../shared/api/routes/storefront';
import { listCreatorClaims as readClaims } from '../../domain/storefront/claims';
import { endpoint } from '../../lib/http';
import { claimView } from './claim-view';

/** GET /storefront/claims: the caller's claimed invitations (valid: the creator is theirs). */
export const listCreatorClaims = endpoint(storefrontRoutes.listCreatorClaims, async (deps, { user }) => ({
  claims: (await readClaims(deps, user.uuid)).map(claimView),
}));
