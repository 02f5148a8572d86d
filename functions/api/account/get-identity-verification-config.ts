import { accountRoutes } from '../../../shared/api/routes/account';
import { markVerificationCreated } from '../../data/identity-verification';
import { endpoint } from '../../lib/http';

/** The provider's client config for the caller (the reference id is their uuid); starts the process once. */
export const getIdentityVerificationConfig = endpoint(
  accountRoutes.getIdentityVerificationConfig,
  async (deps, { user }) => {
    await markVerificationCreated(deps.db, user.uuid);
    return deps.identity.clientConfig(user.uuid);
  },
);
