import { defineRoute, type RouteDef } from '../route';
import { addWalletBodySchema, emptyResponseSchema, uuidParamsSchema, walletSchema } from '../schemas/account';

/**
 * Linked wallets (spec part 2 §7, with the account calls): a family of their own, so the signature check's curve
 * library (@noble/curves) is bundled only where a wallet is linked.
 */
export const walletRoutes = {
  addWallet: defineRoute({
    method: 'POST',
    path: '/wallet',
    family: 'wallets',
    access: 'user',
    body: addWalletBodySchema,
    response: walletSchema,
    summary: 'address, connection, network, uuid',
  }),
  deleteWallet: defineRoute({
    method: 'DELETE',
    path: '/wallet/{uuid}',
    family: 'wallets',
    access: 'user',
    params: uuidParamsSchema,
    response: emptyResponseSchema,
    summary: 'none read',
  }),
} as const satisfies Record<string, RouteDef>;
