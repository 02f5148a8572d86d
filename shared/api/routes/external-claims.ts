import { defineRoute, type RouteDef } from '../route';
import {
  claimSchema,
  claimsResponseSchema,
  claimTokenParamsSchema,
  externalOrderWebhookBodySchema,
  externalOrderWebhookResponseSchema,
  submitClaimBodySchema,
} from '../schemas/external-claims';

/**
 * Claims of orders bought on the external auction site (part 1 §2 claim page, part 2 §7 'claims'). Another
 * account's token reads as not found. Free giveaway claims are another thing: routes/auction-claims.ts.
 */
export const externalClaimRoutes = {
  listClaims: defineRoute({
    method: 'GET',
    path: '/claims',
    family: 'claims',
    access: 'user',
    response: claimsResponseSchema,
    summary: "claims: the caller's claims of external orders (orders bought with the caller's e-mail)",
  }),
  getClaim: defineRoute({
    method: 'GET',
    path: '/claims/{token}',
    family: 'claims',
    access: 'user',
    params: claimTokenParamsSchema,
    response: claimSchema,
    summary: 'claim with order.line_items (only for the buyer)',
  }),
  submitClaim: defineRoute({
    method: 'POST',
    path: '/claims/{token}/submit',
    family: 'claims',
    access: 'verified',
    params: claimTokenParamsSchema,
    body: submitClaimBodySchema,
    response: claimSchema,
    summary: 'Starts the claim workflow for the buyer (202); the claim turns claimed, or failed',
  }),
  receiveExternalOrder: defineRoute({
    method: 'POST',
    path: '/webhooks/external-order',
    family: 'claims',
    // The external site calls it; the order port reads the order back from the site before acting.
    access: 'public',
    body: externalOrderWebhookBodySchema,
    response: externalOrderWebhookResponseSchema,
    summary:
      "External auction site's order webhook: creates the order's claim once and e-mails the buyer its link",
  }),
} satisfies Record<string, RouteDef>;
