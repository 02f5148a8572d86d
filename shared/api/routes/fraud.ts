import { defineRoute, type RouteDef } from '../route';
import {
  fraudDecisionResponseSchema,
  fraudSubjectParamsSchema,
  getFraudDecisionQuerySchema,
  requestFraudDecisionBodySchema,
  requestFraudDecisionResponseSchema,
} from '../schemas/fraud';

/** The fraud decision before a payment (spec part 2 §7; part 1 §4: accept, or warn/block with a choice). */
export const fraudRoutes = {
  requestFraudDecision: defineRoute({
    method: 'POST',
    path: '/payments/sift-order-decision/{id}',
    family: 'payments',
    access: 'verified',
    params: fraudSubjectParamsSchema,
    body: requestFraudDecisionBodySchema,
    response: requestFraudDecisionResponseSchema,
    summary:
      'is_decision_required, and decision {category, name, description} when the provider decided at once; else the fraud-decision workflow waits for it',
  }),
  // §7: GET /payments/sift-order-decision/{id} with drop; the query string is not part of a route path.
  getFraudDecision: defineRoute({
    method: 'GET',
    path: '/payments/sift-order-decision/{id}',
    family: 'payments',
    access: 'verified',
    params: fraudSubjectParamsSchema,
    query: getFraudDecisionQuerySchema,
    response: fraudDecisionResponseSchema,
    summary:
      'status pending|decided|error and decision {category, name, description}; polled every 3 s up to 120 s',
  }),
} satisfies Record<string, RouteDef>;
