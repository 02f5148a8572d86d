import { defineRoute, type RouteDef } from '../route';
import { passRaffleSchema } from '../schemas/pass';

/** The pass page's allowlist raffle, published so anyone can recompute its draw (not in spec §7). */
export const passRoutes = {
  getPassRaffle: defineRoute({
    method: 'GET',
    path: '/pass/raffle',
    family: 'marketing',
    access: 'public',
    response: passRaffleSchema,
    summary:
      'The allowlist raffle: seed commitment, entry hashes, then the revealed seed and winner hashes (not in spec §7)',
  }),
} satisfies Record<string, RouteDef>;
