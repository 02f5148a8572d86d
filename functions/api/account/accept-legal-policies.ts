import { accountRoutes } from '../../../shared/api/routes/account';
import { messages } from '../../../shared/domain/messages';
import { transactWrite } from '../../data/db';
import { updateUser } from '../../data/user';
import { endpoint } from '../../lib/http';
import { currentUser } from './current-user';

/** The payment partner's privacy policy and terms, both required (the schema accepts only true). */
export const acceptLegalPolicies = endpoint(
  accountRoutes.acceptLegalPolicies,
  async (deps, { user: principal }) => {
    const user = await currentUser(deps, principal);
    await transactWrite(deps.db, [
      updateUser(deps.db, user.uuid, { acceptedPartnerPrivacyPolicy: true, acceptedPartnerTerms: true }),
    ]);
    return { message: messages.legalPoliciesAccepted };
  },
);
