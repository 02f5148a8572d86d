import { messages } from '../../domain/messages';
import { sameEmail } from '../../rules/gift-email';
import * as z from '../../zod';
import { idSchema, isoDateSchema, usdSchema } from './common';
import { emailSchema, requiredText } from './credentials';
import { challengeReturnFields, coinNamedForPrepaidCrypto, paymentChoiceFields } from './payment-choice';

/** The /gift-nft form: e-mail and confirmation, checked against the giver's own address. */
export const giftEmailFormSchema = (ownEmail: string) =>
  z
    .object({
      email: emailSchema.check(z.refine((email) => !sameEmail(email, ownEmail), messages.giftOwnEmail)),
      confirmEmail: requiredText(messages.confirmEmailRequired),
    })
    .check(
      z.refine((form) => sameEmail(form.email, form.confirmEmail), {
        message: messages.emailsDoNotMatch,
        path: ['confirmEmail'],
      }),
    );
export type GiftEmailForm = z.infer<ReturnType<typeof giftEmailFormSchema>>;

/**
 * POST /nft/{itemId}/gift (part 2 §7): the $1 fee's payment method (1 a saved card: card_id, else the default
 * card; 2 marketplace credit or prepaid USD: source; 7 a prepaid coin: coin) and the receiver's address.
 * redirect_uri and action are the spec's; a card's 3-D Secure challenge returns to the page that sent it.
 */
export const giftItemBodySchema = z
  .object({
    receiving_user_email: emailSchema,
    ...paymentChoiceFields,
    ...challengeReturnFields,
  })
  .check(coinNamedForPrepaidCrypto);
export type GiftItemBody = z.infer<typeof giftItemBodySchema>;

/** paying: the fee is being charged; pending: paid, waiting for the address to sign up and verify it. */
export const giftStatusSchema = z.enum(['paying', 'pending', 'delivered', 'declined', 'reclaimed']);
export type GiftStatus = z.infer<typeof giftStatusSchema>;

/** A gift as its giver sees it. */
export const giftSchema = z.object({
  uuid: idSchema,
  nft_item: idSchema,
  receiving_user_email: z.string(),
  status: giftStatusSchema,
  fee: usdSchema,
  created_at: isoDateSchema,
  /** When the giver may take back a gift still pending (30 days after it was paid); null when not pending. */
  reclaimable_at: z.nullable(isoDateSchema),
});
export type Gift = z.infer<typeof giftSchema>;

/**
 * The gift call's answer: 'success' once the fee is paid (the gift delivered, or pending for an address without an
 * account), or 'redirect' to the card's 3-D Secure challenge (payment_id goes to POST /payments/validate-3ds with
 * action 'buy'; the same call with the same Idempotency-Key then answers the result).
 */
export const giftAnswerSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('success'), data: giftSchema }),
  z.object({ status: z.literal('redirect'), redirect_url: z.string(), payment_id: z.string() }),
]);
export type GiftAnswer = z.infer<typeof giftAnswerSchema>;

/** GET /nft/{itemId}/gift: the item's open gift, for its giver (null when none is open). */
export const openGiftSchema = z.object({ gift: z.nullable(giftSchema) });
export type OpenGift = z.infer<typeof openGiftSchema>;
