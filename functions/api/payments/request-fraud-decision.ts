import { fraudRoutes } from '../../../shared/api/routes/fraud';
import { fraudSubjectOf, requestFraudDecision as startCheck } from '../../domain/fraud/checks';
import { endpoint } from '../../lib/http';

/** Starts the fraud check of an order; answers whether the web must wait for its decision. */
export const requestFraudDecision = endpoint(
  fraudRoutes.requestFraudDecision,
  (deps, { params, body, user }) => startCheck(deps, user.uuid, fraudSubjectOf(params.id, body.drop), body),
);
