import { POSTAL_CODE_MAX_LENGTH, POSTAL_CODE_MIN_LENGTH } from '../../domain/constants';
import { countryCodes } from '../../domain/geo';
import { messages } from '../../domain/messages';
import * as z from '../../zod';
import { usdSchema } from './common';

/** Schemas of the card calls of spec part 2 §7 'Payments, balances, withdrawals'. */

/** The Card entity of spec part 1 §3; cc_expiry is 'MM/YY'. */
export const cardSchema = z.object({
  id: z.string(),
  cc_processor_payment_id: z.string(),
  scheme: z.string(),
  last_four_numbers: z.string().check(z.regex(/^\d{4}$/)),
  cc_expiry: z.string().check(z.regex(/^\d{2}\/\d{2}$/)),
  default: z.boolean(),
  is_temporary_blocked: z.boolean(),
});
export type Card = z.infer<typeof cardSchema>;

export const paymentMethodsSchema = z.object({
  cards: z.array(cardSchema),
  /** False at the maximum card count ('You have reached the maximum number of cards allowed'). */
  can_add: z.boolean(),
  /** Seconds until the longest running card pause ends; 0 when no card is paused. */
  blocked_seconds: z.number().check(z.int(), z.nonnegative()),
});
export type PaymentMethods = z.infer<typeof paymentMethodsSchema>;

/** A required text field of the card form, with the form's own message. */
const requiredText = (message: string, max: number) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, { message, abort: true }), z.maxLength(max));

/** The add-card form (spec part 1 §5): name, country and postal code next to the processor's hosted fields. */
export const addPaymentMethodBodySchema = z.object({
  /** The single-use token from the hosted card fields. */
  token: requiredText(messages.useAnotherCard, 200),
  name: requiredText(messages.cardNameRequired, 100),
  country: z
    .pipe(
      requiredText(messages.cardCountryRequired, 100),
      z.transform((code) => code.toUpperCase()),
    )
    .check(z.refine((code) => countryCodes.includes(code), messages.countryInvalid)),
  zipCode: requiredText(messages.cardCodeRequired, POSTAL_CODE_MAX_LENGTH).check(
    z.minLength(POSTAL_CODE_MIN_LENGTH, messages.cardCodeRequired),
  ),
  /** What the hosted fields showed; checked against the token's card. */
  last4: z.optional(z.string().check(z.length(4), z.regex(/^\d+$/))),
  /** Where the web returns after a 3-D Secure challenge; it keeps this itself, the server does not read it. */
  redirect_uri: z.optional(z.string().check(z.maxLength(2000))),
  action: z.optional(z.string().check(z.maxLength(40))),
});
export type AddPaymentMethodBody = z.infer<typeof addPaymentMethodBodySchema>;

export const addPaymentMethodResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('added'), card: cardSchema }),
  /** Open redirect_url (the processor's 3-D Secure page); the card is pending until POST /payments/validate-3ds. */
  z.object({ status: z.literal('challenge'), redirect_url: z.string(), cc_processor_payment_id: z.string() }),
]);

export const setDefaultCardBodySchema = z.object({
  cc_processor_payment_id: z
    .string({ error: messages.requiredField })
    .check(z.trim(), z.minLength(1, messages.requiredField), z.maxLength(200)),
});

/** {id}: a saved card of the caller (Card.id). */
export const cardParamsSchema = z.object({ id: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)) });

/** ?amount= in USD with at most 2 decimals. */
export const cardFeeQuerySchema = z.object({
  amount: z
    .string({ error: messages.requiredField })
    .check(
      z.trim(),
      z.maxLength(12, { message: messages.validationFailed, abort: true }),
      z.regex(/^\d{1,9}(\.\d{1,2})?$/, messages.validationFailed),
    ),
});

export const cardFeeSchema = z.object({ fee: usdSchema });

export const validateThreeDsBodySchema = z.object({
  'cko-session-id': z
    .string({ error: messages.requiredField })
    .check(z.trim(), z.minLength(1, messages.requiredField), z.maxLength(200)),
  action: z.optional(z.string().check(z.maxLength(40))),
  cc_processor_payment_id: z.optional(z.string().check(z.maxLength(200))),
  last4: z.optional(z.string().check(z.maxLength(4))),
  country: z.optional(z.string().check(z.maxLength(2))),
});

export const threeDsOutcomes = ['success', 'error', 'cancel'] as const;

export const validateThreeDsResponseSchema = z.object({
  outcome: z.enum(threeDsOutcomes),
  /** The activated card, on success. */
  card: z.optional(cardSchema),
});
