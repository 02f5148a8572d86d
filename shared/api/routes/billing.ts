import { defineRoute, type RouteDef } from '../route';
import { balancesSchema } from '../schemas/billing';

/** Billing calls of spec part 2 §7 'Payments, balances, withdrawals'. */
export const billingRoutes = {
  getBalance: defineRoute({
    method: 'GET',
    path: '/billing/balance',
    family: 'billing',
    access: 'user',
    response: balancesSchema,
    summary: 'balances',
  }),
} satisfies Record<string, RouteDef>;
