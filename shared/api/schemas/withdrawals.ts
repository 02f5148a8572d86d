import {
  ACCOUNT_NUMBER_MAX_DIGITS,
  ACCOUNT_NUMBER_MIN_DIGITS,
  ROUTING_NUMBER_MAX_DIGITS,
  ROUTING_NUMBER_MIN_DIGITS,
  WITHDRAWAL_MIN_CENTS,
} from '../../domain/constants';
import { bankAccountTypeSchema, payoutCoinSchema, withdrawalTypeSchema } from '../../domain/enum-schemas';
import { messages } from '../../domain/messages';
import * as z from '../../zod';
import { isoDateSchema, tooLong, usdSchema } from './common';

/**
 * Withdrawals (spec part 2 §7 'Payments, balances, withdrawals'; part 1 §5 'Withdrawal' and the fiat form; part 2
 * §6 withdrawing user, fiat withdrawer, crypto payout user). Marketplace credit leaves by bank transfer through the
 * payment partner (Dwolla) or by crypto payout through the payout provider (BitPay), in payout batches.
 */

/** Digits with at most 2 decimals, as typed: '25', '25.5', '25.50'. */
const AMOUNT_PATTERN = /^\d{1,9}(\.\d{1,2})?$/;

/** A withdrawal amount in USD (text or number) as integer cents: 'Field Required', the format, the $10 minimum. */
export const withdrawalValueSchema = z.pipe(
  z.pipe(
    z.union([z.string().check(z.maxLength(20, messages.withdrawalAmountFormat)), z.number()], {
      error: messages.fieldRequired,
    }),
    z.transform((value) => String(value).trim()),
  ),
  z
    .pipe(
      z
        .string()
        .check(
          z.minLength(1, { message: messages.fieldRequired, abort: true }),
          z.regex(AMOUNT_PATTERN, { message: messages.withdrawalAmountFormat, abort: true }),
        ),
      z.transform((text) => {
        const [whole = '0', fraction = ''] = text.split('.');
        return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
      }),
    )
    .check(z.refine((cents) => cents >= WITHDRAWAL_MIN_CENTS, messages.withdrawalMinimum)),
);

/** POST /payments/withdrawal: a withdrawal to the payout account the user already has for the transfer type. */
export const createWithdrawalBodySchema = z.object({
  value: withdrawalValueSchema,
  transfer_type: withdrawalTypeSchema,
});
export type CreateWithdrawalBody = z.input<typeof createWithdrawalBodySchema>;

/** POST /storefront_billing/creator_withdrawal: a creator's storefront earnings, on the same machinery. */
export const creatorWithdrawalBodySchema = z.object({
  value: withdrawalValueSchema,
  withdraw_type: withdrawalTypeSchema,
});
export type CreatorWithdrawalBody = z.input<typeof creatorWithdrawalBodySchema>;

/** ABA routing number checksum: 3·d1 + 7·d2 + d3 + 3·d4 + 7·d5 + d6 + 3·d7 + 7·d8 + d9 ≡ 0 (mod 10). */
export function isAbaRoutingNumber(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = weights.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
  return sum % 10 === 0;
}

const digitsSchema = (min: number, max: number, minMessage: string) =>
  z
    .string({ error: messages.fieldRequired })
    .check(
      z.trim(),
      z.minLength(1, { message: messages.fieldRequired, abort: true }),
      z.regex(/^\d+$/, { message: messages.onlyNumbers, abort: true }),
      z.minLength(min, { message: minMessage, abort: true }),
      z.maxLength(max, { message: messages.routingMax, abort: true }),
    );

/** Part 1 §5 fiat form: 3-17 digits, and a real US (ABA) routing number. */
export const routingNumberSchema = digitsSchema(
  ROUTING_NUMBER_MIN_DIGITS,
  ROUTING_NUMBER_MAX_DIGITS,
  messages.routingMin,
).check(z.refine(isAbaRoutingNumber, messages.routingNumberInvalid));

/** Part 1 §5 fiat form: 4-17 digits. */
export const accountNumberSchema = digitsSchema(
  ACCOUNT_NUMBER_MIN_DIGITS,
  ACCOUNT_NUMBER_MAX_DIGITS,
  messages.accountNumberMin,
);

const nameSchema = z
  .string({ error: messages.fieldRequired })
  .check(z.trim(), z.minLength(1, messages.fieldRequired), z.maxLength(50, tooLong(50)));

/**
 * The bank withdrawal through the payment partner (§7: 'its path is not shown'): creates the partner customer
 * (createCustomer) and the bank funding source (createFundingSource) when asked, then the withdrawal. Once the
 * customer exists its name is locked (the customer's own is used); once a funding source exists the bank fields
 * are dropped (and ignored).
 */
export const bankWithdrawalBodySchema = z
  .object({
    value: withdrawalValueSchema,
    firstName: z.optional(nameSchema),
    lastName: z.optional(nameSchema),
    accountName: z.optional(nameSchema),
    accountNumber: z.optional(accountNumberSchema),
    confirmAccountNumber: z.optional(
      z.string().check(z.trim(), z.maxLength(ACCOUNT_NUMBER_MAX_DIGITS, messages.accountNumbersDoNotMatch)),
    ),
    routingNumber: z.optional(routingNumberSchema),
    type: z.optional(bankAccountTypeSchema),
    createCustomer: z._default(z.boolean(), false),
    createFundingSource: z._default(z.boolean(), false),
  })
  .check(
    z.superRefine((body, ctx) => {
      const require = (field: keyof typeof body) => {
        if (body[field] === undefined)
          ctx.addIssue({ code: 'custom', path: [field], message: messages.fieldRequired });
      };
      if (body.createCustomer) for (const field of ['firstName', 'lastName'] as const) require(field);
      if (body.createFundingSource) {
        for (const field of ['accountName', 'accountNumber', 'routingNumber', 'type'] as const)
          require(field);
        if (body.confirmAccountNumber !== undefined && body.confirmAccountNumber !== body.accountNumber)
          ctx.addIssue({
            code: 'custom',
            path: ['confirmAccountNumber'],
            message: messages.accountNumbersDoNotMatch,
          });
      }
    }),
  );
export type BankWithdrawalBody = z.input<typeof bankWithdrawalBodySchema>;

/** The crypto transfer start (§7: 'carries amount and provider; its path is not shown'). */
export const cryptoPayoutBodySchema = z.object({
  amount: withdrawalValueSchema,
  provider: z.literal('bitpay', { error: messages.fieldRequired }),
  /** The coin the recipient is paid in (part 2 §9 payout coins); the recipient's own choice at BitPay if absent. */
  coin: z.optional(payoutCoinSchema),
});
export type CryptoPayoutBody = z.input<typeof cryptoPayoutBodySchema>;

/**
 * A withdrawal's status as its owner sees it: queued for the next payout batch, processing (sent to the provider),
 * then completed, failed (the money is back in the account it came from) or returned by the bank after completing
 * (R01-style; the money is back too).
 */
export const withdrawalStatusSchema = z.enum(['queued', 'processing', 'completed', 'failed', 'returned']);
export type WithdrawalStatus = z.infer<typeof withdrawalStatusSchema>;

/** A withdrawal history row (part 1 §3: last_updated, amount, status) with what it was. */
export const withdrawalSchema = z.object({
  id: z.string(),
  last_updated: isoDateSchema,
  created: isoDateSchema,
  /** The amount taken from the balance, USD. */
  amount: usdSchema,
  /** The 1% crypto fee (0 for bank transfers), USD. */
  fee: usdSchema,
  /** What the bank account or the crypto recipient receives, USD. */
  payout_amount: usdSchema,
  status: withdrawalStatusSchema,
  transfer_type: withdrawalTypeSchema,
  /** Marketplace credit, or a creator's storefront earnings. */
  source: z.enum(['credit', 'earnings']),
  /** The payout batch it is (or was) sent in. */
  batch_at: isoDateSchema,
  /** Why it failed or was returned (e.g. 'R01 Insufficient Funds'). */
  failure: z.nullable(z.string()),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/** GET payments/withdrawal: the user's withdrawals, newest first. */
export const withdrawalHistorySchema = z.object({ results: z.array(withdrawalSchema) });
export type WithdrawalHistory = z.infer<typeof withdrawalHistorySchema>;

/** The payment partner's customer: verified, or suspended (withdrawals refused; contact support). */
export const payoutCustomerSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  status: z.enum(['verified', 'suspended']),
});
export type PayoutCustomer = z.infer<typeof payoutCustomerSchema>;

export const createPayoutCustomerBodySchema = z.object({ first_name: nameSchema, last_name: nameSchema });
export type CreatePayoutCustomerBody = z.input<typeof createPayoutCustomerBodySchema>;

/** The customer's bank funding source: `token` identifies it at the partner; only the last 4 digits are kept. */
export const fundingSourceSchema = z.object({
  token: z.string(),
  name: z.string(),
  bank_account_type: bankAccountTypeSchema,
  last4: z.string(),
});
export type FundingSource = z.infer<typeof fundingSourceSchema>;

/**
 * The payout recipient's status at the provider (part 1 §3 user status): unauthorized (never invited), invited,
 * then active once they accepted; other statuses (unverified, verified, paused, removed) are shown raw.
 */
export const payoutRecipientSchema = z.object({ status: z.string() });
export type PayoutRecipient = z.infer<typeof payoutRecipientSchema>;
