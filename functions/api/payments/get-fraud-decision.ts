import { fraudRoutes } from '../../../shared/api/routes/fraud';
import { fraudDecisionOf, fraudSubjectOf } from '../../domain/fraud/checks';
import { endpoint } from '../../lib/http';

/** The caller's fraud check of an order, polled by the web every 3 s up to 120 s. */
export const getFraudDecision = endpoint(fraudRoutes.getFraudDecision, (deps, { params, query, user }) =>
  fraudDecisionOf(deps, user.uuid, fraudSubjectOf(params.id, query.drop)),
);
