import { defineRoute, type RouteDef } from '../route';
import { cardWebhookResponseSchema } from '../schemas/checkout';
import { cryptoDepositWebhookBodySchema, cryptoDepositWebhookResponseSchema } from '../schemas/crypto';

/** Calls providers make to us (not in spec §7: the web never calls them). */
export const webhookRoutes = {
  receiveCryptoDeposit: defineRoute({
    method: 'POST',
    path: '/webhooks/crypto-deposit',
    family: 'payments',
    // The custody provider calls it; the custody port confirms the transfer with the provider before crediting.
    access: 'public',
    body: cryptoDepositWebhookBodySchema,
    response: cryptoDepositWebhookResponseSchema,
    summary: 'Custody transfer notification: credits a confirmed deposit to a known deposit address once',
  }),
  receiveCardWebhook: defineRoute({
    method: 'POST',
    path: '/webhooks/card-processor',
    family: 'billing',
    // In the billing family: a chargeback reverses balances, and the payments Lambda is at its size budget.
    // The card processor calls it; its Cko-Signature (HMAC-SHA256 of the exact body) is checked before anything.
    access: 'public',
    response: cardWebhookResponseSchema,
    summary:
      "Card processor webhook (Checkout.com's format, signed with Cko-Signature): a dispute_received chargeback is applied once",
  }),
} satisfies Record<string, RouteDef>;
