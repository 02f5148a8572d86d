import { externalClaimRoutes } from '../../../shared/api/routes/external-claims';
import { submitClaim as submit } from '../../domain/claims/external/submit-claim';
import { endpoint, respond } from '../../lib/http';
import { claimView } from './views';

/** Starts the claim workflow: 202 with the claim as it was; GET /claims/{token} shows it claimed (or failed). */
export const submitClaim = endpoint(externalClaimRoutes.submitClaim, async (deps, { user, params }) =>
  respond(claimView(deps.env, await submit(deps, user.uuid, params.token)), { status: 202 }),
);
