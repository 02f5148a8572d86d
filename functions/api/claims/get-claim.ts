import { externalClaimRoutes } from '../../../shared/api/routes/external-claims';
import { getBuyerClaim } from '../../domain/claims/external/buyer-claims';
import { endpoint } from '../../lib/http';
import { claimView } from './views';

/** One claim, for its buyer only (anyone else: 404). */
export const getClaim = endpoint(externalClaimRoutes.getClaim, async (deps, { user, params }) =>
  claimView(deps.env, await getBuyerClaim(deps, user.uuid, params.token)),
);
