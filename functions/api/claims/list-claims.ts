import { externalClaimRoutes } from '../../../shared/api/routes/external-claims';
import { listBuyerClaims } from '../../domain/claims/external/buyer-claims';
import { endpoint } from '../../lib/http';
import { claimView } from './views';

/** The claims of orders bought on the external auction site with the caller's e-mail, newest first. */
export const listClaims = endpoint(externalClaimRoutes.listClaims, async (deps, { user }) => {
  const claims = await listBuyerClaims(deps, user.uuid);
  return { count: claims.length, results: claims.map((claim) => claimView(deps.env, claim)) };
});
