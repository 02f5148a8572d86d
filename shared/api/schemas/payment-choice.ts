import { actionSchema, currencySchema, paymentMethodSchema } from '../../domain/enum-schemas';
import { PaymentMethod } from '../../domain/enums';
import { messages } from '../../domain/messages';
import * as z from '../../zod';

/**
 * How a fee or an offer is paid (gift, offer, fusion, storefront mint): 1 a saved card (card_id, else the default
 * card), 2 marketplace credit or prepaid USD (source), 7 a prepaid coin (coin).
 */
export const paymentChoiceFields = {
  payment_method: paymentMethodSchema,
  coin: z.optional(currencySchema),
  card_id: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
  source: z._default(z.enum(['credit', 'usd']), 'credit'),
};

/** Where a card's 3-D Secure challenge returns (the page that sent the call) and the spec's action. */
export const challengeReturnFields = {
  redirect_uri: z.optional(z.string().check(z.trim(), z.maxLength(2000))),
  action: z.optional(actionSchema),
};

/** 'Required' under coin when a prepaid coin is to pay and none is named. */
export const coinNamedForPrepaidCrypto = z.superRefine(
  (body: { payment_method?: number; coin?: unknown }, context) => {
    if (body.payment_method === PaymentMethod.prepaidCrypto && !body.coin)
      context.addIssue({ code: 'custom', path: ['coin'], message: messages.requiredField });
  },
);
