import { currencySchema } from '../../domain/enum-schemas';
import * as z from '../../zod';
import { usdSchema } from './common';

/**
 * Coin amounts travel as decimal strings with exactly 6 decimals ('0.250000'): exact for any micro-unit amount,
 * where a JSON number could round. USD amounts are numbers with at most 2 decimals, like everywhere else.
 */
export const coinAmountSchema = z.string().check(z.regex(/^\d+\.\d{6}$/));

export const coinBalanceSchema = z.object({ subtotal: coinAmountSchema, available: coinAmountSchema });

/** The balances entity of spec part 1 §3. */
export const balancesSchema = z.object({
  /** Prepaid USD. */
  USD: usdSchema,
  /** Marketplace credit, in USD. */
  balance: usdSchema,
  total_available_withdrawal: usdSchema,
  withdraw_allowed: z.boolean(),
  withdraw_denied_reason: z.nullable(z.object({ title: z.string(), description: z.string() })),
  coins: z.record(currencySchema, coinBalanceSchema),
});
export type Balances = z.infer<typeof balancesSchema>;
