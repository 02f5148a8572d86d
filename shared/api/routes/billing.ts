import { defineRoute, type RouteDef } from '../route';
import { balancesSchema, statementQuerySchema, statementSchema } from '../schemas/billing';

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
  getStatement: defineRoute({
    method: 'GET',
    path: '/billing/statement',
    family: 'billing',
    access: 'user',
    query: statementQuerySchema,
    response: statementSchema,
    summary: 'a statement of one balance: every movement, newest first, with its fee and hold (paged)',
  }),
} satisfies Record<string, RouteDef>;
