import { authRoutes } from '../../../shared/api/routes/auth';
import { messages } from '../../../shared/domain/messages';
import { transactWrite } from '../../data/db';
import { getUser } from '../../data/user';
import { issueEmailedLink } from '../../lib/auth/emailed-link';
import { limitRate } from '../../lib/auth/guards';
import { UnauthorizedError } from '../../lib/errors';
import { endpoint } from '../../lib/http';

export const requestEmailConfirmation = endpoint(
  authRoutes.requestEmailConfirmation,
  async (deps, { user }) => {
    await limitRate(deps, [{ kind: 'code', key: user.uuid }]);
    const found = await getUser(deps.db, user.uuid);
    if (!found) throw new UnauthorizedError();
    if (!found.emailVerified) await transactWrite(deps.db, issueEmailedLink(deps, 'verifyEmail', found));
    return { message: messages.emailSent };
  },
);
