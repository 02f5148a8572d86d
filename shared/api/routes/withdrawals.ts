import { defineRoute, type RouteDef } from '../route';
import {
  bankWithdrawalBodySchema,
  createPayoutCustomerBodySchema,
  createWithdrawalBodySchema,
  creatorWithdrawalBodySchema,
  cryptoPayoutBodySchema,
  fundingSourceSchema,
  payoutCustomerSchema,
  payoutRecipientSchema,
  withdrawalHistorySchema,
  withdrawalSchema,
} from '../schemas/withdrawals';

/**
 * Withdrawal calls of spec part 2 §7 'Payments, balances, withdrawals'. The bank withdrawal and the crypto transfer
 * start have no path in §7 ('its path is not shown'): they are /payments/bank-withdrawal and /payments/crypto-payout
 * here, and GET /payments/bitpay-recipient reads the recipient's status from the provider for the crypto wizard.
 * A withdrawal answers 403 with the denial title when withdraw_allowed is false, 400 'Amount you requested is more
 * than the amount available.' above the available amount, 403 'Your withdrawal account is suspended'.
 */
export const withdrawalRoutes = {
  listWithdrawals: defineRoute({
    method: 'GET',
    path: '/payments/withdrawal',
    family: 'billing',
    access: 'user',
    response: withdrawalHistorySchema,
    summary: 'withdrawal history: Date and Time (last_updated), Amount, Status, newest first',
  }),
  createWithdrawal: defineRoute({
    method: 'POST',
    path: '/payments/withdrawal',
    family: 'billing',
    access: 'user',
    fresh: true,
    body: createWithdrawalBodySchema,
    response: withdrawalSchema,
    summary: 'queues a withdrawal of marketplace credit for the next payout batch (10 AM or 5 PM US Eastern)',
  }),
  bankWithdrawal: defineRoute({
    method: 'POST',
    path: '/payments/bank-withdrawal',
    family: 'billing',
    access: 'user',
    fresh: true,
    body: bankWithdrawalBodySchema,
    response: withdrawalSchema,
    summary:
      'the bank withdrawal through the payment partner: creates the customer and funding source if asked, then queues it',
  }),
  cryptoPayout: defineRoute({
    method: 'POST',
    path: '/payments/crypto-payout',
    family: 'billing',
    access: 'user',
    fresh: true,
    body: cryptoPayoutBodySchema,
    response: withdrawalSchema,
    summary: 'the crypto transfer start: queues a payout to the active payout recipient, less the 1% fee',
  }),
  getPaymentCustomer: defineRoute({
    method: 'GET',
    path: '/payments/dwolla-customer',
    family: 'billing',
    access: 'user',
    response: payoutCustomerSchema,
    summary: 'customer; 404 when the user has none yet',
  }),
  createPaymentCustomer: defineRoute({
    method: 'POST',
    path: '/payments/dwolla-customer',
    family: 'billing',
    access: 'user',
    body: createPayoutCustomerBodySchema,
    response: payoutCustomerSchema,
    summary: 'customer: created once; the name is locked afterwards (409)',
  }),
  getFundingSource: defineRoute({
    method: 'GET',
    path: '/payments/dwolla-funding-source',
    family: 'billing',
    access: 'user',
    response: fundingSourceSchema,
    summary: 'token: the bank funding source; 404 when the user has none yet',
  }),
  invitePayoutRecipient: defineRoute({
    method: 'POST',
    path: '/payments/bitpay-recipient',
    family: 'billing',
    access: 'user',
    response: payoutRecipientSchema,
    summary: 'sends a payout invite (by e-mail, from the provider); answers the recipient status',
  }),
  getPayoutRecipient: defineRoute({
    method: 'GET',
    path: '/payments/bitpay-recipient',
    family: 'billing',
    access: 'user',
    response: payoutRecipientSchema,
    summary: 'the payout recipient status, read from the provider (unauthorized before any invite)',
  }),
  creatorWithdrawal: defineRoute({
    method: 'POST',
    path: '/storefront_billing/creator_withdrawal',
    family: 'billing',
    access: 'user',
    fresh: true,
    body: creatorWithdrawalBodySchema,
    response: withdrawalSchema,
    summary: "queues a withdrawal of the creator's storefront earnings on the same machinery",
  }),
} satisfies Record<string, RouteDef>;
