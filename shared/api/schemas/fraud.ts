import { actionSchema } from '../../domain/enum-schemas';
import { messages } from '../../domain/messages';
import * as z from '../../zod';

/** Schemas of the fraud-decision calls of spec part 2 §7 (POST and GET /payments/sift-order-decision/{id}). */

/** {id}: the drop (pack) or auction the order is for. */
export const fraudSubjectParamsSchema = z.object({
  id: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
});

/** 12.5 and 12.55 pass, 12.555 does not (compared in cents, with room for binary rounding). */
const hasAtMostTwoDecimals = (usd: number) => Math.abs(usd * 100 - Math.round(usd * 100)) < 1e-6;

/** `drop` travels as true/false: the id is a drop (a pack purchase), else an auction. */
const dropFlagSchema = z.union(
  [
    z.boolean(),
    z.pipe(
      z.enum(['true', 'false']),
      z.transform((text) => text === 'true'),
    ),
  ],
  {
    error: messages.requiredField,
  },
);

export const requestFraudDecisionBodySchema = z.object({
  /** The order's price in USD (at most 2 decimals). */
  price: z
    .number({ error: messages.requiredField })
    .check(
      z.nonnegative(messages.validationFailed),
      z.lte(99_999_999.99, messages.validationFailed),
      z.refine(hasAtMostTwoDecimals, messages.validationFailed),
    ),
  drop: dropFlagSchema,
  action: actionSchema,
});
export type RequestFraudDecisionBody = z.infer<typeof requestFraudDecisionBodySchema>;

export const getFraudDecisionQuerySchema = z.object({ drop: dropFlagSchema });

export const fraudCategories = ['accept', 'warn', 'block'] as const;
export const fraudDecisionSchema = z.object({
  category: z.enum(fraudCategories),
  name: z.string(),
  description: z.string(),
});
export type FraudDecision = z.infer<typeof fraudDecisionSchema>;

export const requestFraudDecisionResponseSchema = z.object({
  /**
   * When true a decision is needed: `decision` when the provider made it at once, else the client waits for the
   * live socket's nudge or polls GET /payments/sift-order-decision/{id} (every 3 s, up to 120 s) before paying.
   */
  is_decision_required: z.boolean(),
  decision: z.optional(fraudDecisionSchema),
});
export type RequestFraudDecisionAnswer = z.infer<typeof requestFraudDecisionResponseSchema>;

export const fraudCheckStatuses = ['pending', 'decided', 'error'] as const;

/** pending: poll again; decided: accept goes on, warn/block let the buyer choose to continue; error cancels. */
export const fraudDecisionResponseSchema = z.object({
  status: z.enum(fraudCheckStatuses),
  decision: z.nullable(fraudDecisionSchema),
});
export type FraudDecisionAnswer = z.infer<typeof fraudDecisionResponseSchema>;
