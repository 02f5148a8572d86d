import { DISCORD_NAME_MAX_LENGTH, DISCORD_TAG_DIGITS, PASSWORD_MAX_LENGTH } from '../../domain/constants';
import { processStatusSchema, twoFactorChannelSchema } from '../../domain/enum-schemas';
import { messages } from '../../domain/messages';
import * as z from '../../zod';
import { walletSchema } from './account';
import { tooLong } from './common';
import { currentPasswordSchema, emailSchema, newPasswordSchema, usernameSchema } from './credentials';

/** The user entity of spec part 1 §3 as GET /me answers it, and the account calls' bodies. */
const notificationFlags = {
  receipts_notifications: z.boolean(),
  receipts_emails: z.boolean(),
  bidding_notifications: z.boolean(),
  bidding_emails: z.boolean(),
  marketplace_notifications: z.boolean(),
  marketplace_emails: z.boolean(),
  offers_notifications: z.boolean(),
  offers_emails: z.boolean(),
  system_notifications: z.boolean(),
  system_emails: z.boolean(),
};

export const userSchema = z.object({
  uuid: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  username: z.string(),
  discord_username: z.nullable(z.string()),
  date_joined: z.string(),
  channel_2fa: twoFactorChannelSchema,
  verification_status: processStatusSchema,
  wallets: z.array(walletSchema),
  hide_marketplace_credit: z.boolean(),
  bitpay_recipient_status: z.nullable(z.string()),
  accepted_dwolla_privacy_policy: z.boolean(),
  accepted_dwolla_terms_of_service: z.boolean(),
  ...notificationFlags,
});
export type User = z.infer<typeof userSchema>;

/** 'name#1234': a Discord name with its four-digit tag. */
export const discordUsernameSchema = z.string().check(
  z.maxLength(DISCORD_NAME_MAX_LENGTH + 1 + DISCORD_TAG_DIGITS, {
    message: messages.discordInvalid,
    abort: true,
  }),
  z.regex(/^[^#@:]{2,32}#\d{4}$/, messages.discordInvalid),
);

/** The password that unlocks a profile change. */
const unlockingPasswordSchema = z
  .string({ error: messages.currentPasswordRequired })
  .check(
    z.minLength(1, messages.currentPasswordRequired),
    z.maxLength(PASSWORD_MAX_LENGTH, tooLong(PASSWORD_MAX_LENGTH)),
  );

export const updateMeBodySchema = z.object({
  current_password: unlockingPasswordSchema,
  username: z.optional(usernameSchema),
  discord_username: z.optional(discordUsernameSchema),
});

export const startChangeEmailBodySchema = z.object({
  email: emailSchema,
  current_password: unlockingPasswordSchema,
});
export const changePasswordBodySchema = z.object({
  old_password: currentPasswordSchema,
  password: newPasswordSchema,
});
export const notificationSettingsBodySchema = z.partial(z.object(notificationFlags));
export const setTwoFactorBodySchema = z.object({ channel_2fa: twoFactorChannelSchema });
export const setTwoFactorResponseSchema = z.object({
  message: z.string(),
  setup_key: z.optional(z.string()),
  verify_device_link: z.optional(z.string()),
});
export const acceptLegalPoliciesBodySchema = z.object({
  accepted_dwolla_privacy_policy: z.literal(true, { error: messages.fieldRequired }),
  accepted_dwolla_terms_of_service: z.literal(true, { error: messages.fieldRequired }),
});
