import { currencySchema } from '../../domain/enum-schemas';
import * as z from '../../zod';
import { isoDateSchema, pageOf, pageQuerySchema, usdSchema } from './common';

/**
 * Coin amounts travel as decimal strings with exactly 6 decimals ('0.250000'): exact for any micro-unit amount,
 * where a JSON number could round. USD amounts are numbers with at most 2 decimals, like everywhere else.
 */
export const coinAmountSchema = z.string().check(z.regex(/^\d+\.\d{6}$/));

export const coinBalanceSchema = z.object({ subtotal: coinAmountSchema, available: coinAmountSchema });

/** A part of a balance on hold (card-funded: a chargeback may still take it back) and when it may be withdrawn. */
export const heldPartSchema = z.object({ amount: usdSchema, available_at: isoDateSchema });

/** The balances entity of spec part 1 §3, with what of the credit is on hold and what a chargeback left owed. */
export const balancesSchema = z.object({
  /** Prepaid USD. */
  USD: usdSchema,
  /** Marketplace credit, in USD. */
  balance: usdSchema,
  total_available_withdrawal: usdSchema,
  withdraw_allowed: z.boolean(),
  withdraw_denied_reason: z.nullable(z.object({ title: z.string(), description: z.string() })),
  coins: z.record(currencySchema, coinBalanceSchema),
  /** Marketplace credit on hold: spendable on the platform, withdrawable from each part's available_at. */
  total_held: usdSchema,
  held: z.array(heldPartSchema),
  /** What a chargeback took back beyond the credit left: kept from withdrawals until repaid. */
  owed: usdSchema,
});
export type Balances = z.infer<typeof balancesSchema>;

/** The balances a statement covers: marketplace credit, prepaid USD, storefront earnings, each prepaid coin. */
export const statementAccountSchema = z.enum([
  'credit',
  'usd',
  'earnings',
  'BTC',
  'ETH',
  'XTZ',
  'USDC',
  'MATIC',
]);
export type StatementAccount = z.infer<typeof statementAccountSchema>;

export const statementQuerySchema = z.extend(pageQuerySchema, {
  account: z._default(statementAccountSchema, 'credit'),
});

/** One movement of a balance: signed amount (USD, or the coin with 6 decimals), what it was and its hold. */
export const statementEntrySchema = z.object({
  id: z.string(),
  at: isoDateSchema,
  /** purchase, sale, refund, chargeback, withdrawal, deposit, hold, release, gift, fusion, mint... */
  kind: z.string(),
  /** What it paid or was paid for (an order's title), when known. */
  title: z.nullable(z.string()),
  amount: z.string(),
  /** The fees of the order this movement paid, in USD (0 when none). */
  fee: usdSchema,
  /** Credit or earnings coming in: 'held' until available_at, then 'available'; null for other movements. */
  state: z.nullable(z.enum(['held', 'available', 'reversed'])),
  available_at: z.nullable(isoDateSchema),
});
export type StatementEntry = z.infer<typeof statementEntrySchema>;

export const statementSchema = z.extend(pageOf(statementEntrySchema), {
  account: statementAccountSchema,
  /** The balance now, in the account's unit (USD with 2 decimals, a coin with 6). */
  balance: z.string(),
});
export type Statement = z.infer<typeof statementSchema>;
