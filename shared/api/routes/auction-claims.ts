import { defineRoute, type RouteDef } from '../route';
import { claimBodySchema, claimResultSchema } from '../schemas/auction-claims';
import { idParamsSchema } from '../schemas/catalog';

/**
 * Free claims of the giveaway types (spec part 1 §5 'claim', part 2 §6). The spec shows no path for the claim
 * call: this one is ours. Signed in is enough: the open giveaway needs no verified e-mail (the rules check it).
 */
export const auctionClaimRoutes = {
  claimAuction: defineRoute({
    method: 'POST',
    path: '/auction/{id}/claim',
    family: 'auction',
    access: 'user',
    params: idParamsSchema,
    body: claimBodySchema,
    response: claimResultSchema,
    summary: 'Claims one free edition of a giveaway auction (1 per account for giveaway types); the item',
  }),
} satisfies Record<string, RouteDef>;
