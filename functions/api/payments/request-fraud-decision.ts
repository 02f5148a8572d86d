import { fraudRoutes } from '../../../shared/api/routes/fraud';
import { fraudSubjectOf, requestFraudDecision as startCheck } from '../../domain/fraud/checks';
import { limitRate } from '../../lib/auth/guards';
import { endpoint } from '../../lib/http';

/** Starts the fraud check of an order, a few per user at most; answers whether the web must wait for its decision. */
export const requestFraudDecision = endpoint(
  fraudRoutes.requestFraudDecision,
  async (deps, { params, body, user }) => {
    await limitRate(deps, [{ kind: 'fraudCheck', key: user.uuid }]);
    return startCheck(deps, user.uuid, fraudSubjectOf(params.id, body.drop), body);
  },
);
