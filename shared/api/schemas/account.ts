import { shirtSizeSchema } from '../../domain/enum-schemas';
import { ShirtSize } from '../../domain/enums';
import { countryCodes, US_COUNTRY_CODE, usStates } from '../../domain/geo';
import { messages } from '../../domain/messages';
import { walletNetworkSchema } from '../../domain/wallet';
import * as z from '../../zod';
import { isoDateSchema, tooLong } from './common';

/** Schemas of the account calls of spec part 2 §7 (wallets, shipping addresses, identity check, yearly report). */

// --- Wallets ---------------------------------------------------------------------------------------------

export const walletSchema = z.object({
  uuid: z.string(),
  address: z.string(),
  connection: z.string(),
  network: walletNetworkSchema,
});
export type Wallet = z.infer<typeof walletSchema>;

export const addWalletBodySchema = z.object({
  wallet: z.object({
    address: z.string().check(z.trim(), z.minLength(1, messages.requiredField), z.maxLength(100)),
    /** How the wallet connected (metamask, walletconnect, ...): kept for display. */
    connection: z.string().check(z.trim(), z.minLength(1, messages.requiredField), z.maxLength(40)),
    network: walletNetworkSchema,
  }),
  /** The wallet's signature of walletLinkMessage(user uuid) (shared/domain/wallet.ts); EIP-191's is 132 characters. */
  signature: z
    .string()
    .check(z.trim(), z.minLength(1, messages.requiredField), z.maxLength(200, tooLong(200))),
});
export type AddWalletBody = z.infer<typeof addWalletBodySchema>;

export const uuidParamsSchema = z.object({ uuid: z.string().check(z.minLength(1), z.maxLength(64)) });

export const emptyResponseSchema = z.object({});

// --- Identity verification -------------------------------------------------------------------------------

export const identityVerificationConfigSchema = z.object({
  template_id: z.string(),
  environment: z.enum(['sandbox', 'production']),
  reference_id: z.string(),
});
export type IdentityVerificationConfig = z.infer<typeof identityVerificationConfigSchema>;

// --- Shipping addresses (spec part 1 §5) -----------------------------------------------------------------

const usStateByName = new Map(
  usStates.flatMap((state) => [
    [state.title.toLowerCase(), state.title],
    [state.code.toLowerCase(), state.title],
  ]),
);

/** A required text field: trimmed, 'Required field' when missing or blank, at most `max` characters. */
const requiredText = (max: number) =>
  z.string({ error: messages.requiredField }).check(
    z.trim(),
    // A blank field gets only this message, not the format rules after it.
    z.minLength(1, { message: messages.requiredField, abort: true }),
    z.maxLength(max, tooLong(max)),
  );

/**
 * The shipping-address form: full name of letters, digits and spaces; address, city and country required; zip
 * 5-10 characters; state required only in the US and then one of the 50 states (its title or USPS code, kept as
 * the title), free text elsewhere; shirt size optional (1 Small .. 5 2XL).
 */
export const shippingAddressInputSchema = z.pipe(
  z
    .object({
      full_name: requiredText(100).check(z.regex(/^[\p{L}\p{N}\s]+$/u, messages.fullNameCharacters)),
      address: requiredText(200),
      additional_address: z.pipe(
        z.nullish(z.string().check(z.trim(), z.maxLength(200, tooLong(200)))),
        z.transform((value) => value ?? ''),
      ),
      city: requiredText(100),
      state: z.pipe(
        z.nullish(z.string().check(z.trim(), z.maxLength(100, tooLong(100)))),
        z.transform((value) => value ?? ''),
      ),
      zip_code: requiredText(10).check(z.minLength(5, messages.zipCodeLength)),
      country: z
        .pipe(
          z
            .string({ error: messages.requiredField })
            .check(
              z.trim(),
              z.minLength(1, messages.requiredField),
              z.maxLength(2, { message: messages.countryInvalid, abort: true }),
            ),
          z.transform((code) => code.toUpperCase()),
        )
        .check(z.refine((code) => countryCodes.includes(code), messages.countryInvalid)),
      shirt_size: z.pipe(
        z.nullish(z.enum(ShirtSize, { error: messages.shirtSizeInvalid })),
        z.transform((value) => value ?? null),
      ),
    })
    .check(
      z.superRefine((address, context) => {
        if (address.country !== US_COUNTRY_CODE) return;
        if (!address.state) {
          context.addIssue({ code: 'custom', path: ['state'], message: messages.requiredField });
        } else if (!usStateByName.has(address.state.toLowerCase())) {
          context.addIssue({ code: 'custom', path: ['state'], message: messages.stateInvalid });
        }
      }),
    ),
  z.transform((address) =>
    address.country === US_COUNTRY_CODE
      ? { ...address, state: usStateByName.get(address.state.toLowerCase()) ?? address.state }
      : address,
  ),
);
export type ShippingAddressInput = z.input<typeof shippingAddressInputSchema>;
export type ShippingAddressFields = z.output<typeof shippingAddressInputSchema>;

export const shippingAddressSchema = z.object({
  uuid: z.string(),
  created_at: isoDateSchema,
  full_name: z.string(),
  address: z.string(),
  additional_address: z.string(),
  city: z.string(),
  state: z.string(),
  zip_code: z.string(),
  country: z.string(),
  shirt_size: z.nullable(shirtSizeSchema),
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

export const createShippingAddressResponseSchema = z.object({ data: shippingAddressSchema });
export const shippingAddressesResponseSchema = z.array(shippingAddressSchema);

// --- Transaction report ----------------------------------------------------------------------------------

export const transactionReportParamsSchema = z.object({
  year: z.coerce
    .number({ error: messages.invalidYear })
    .check(z.int(messages.invalidYear), z.gte(2000, messages.invalidYear)),
});

/** Pending while the workflow writes the file; the client polls every 2 s for up to 120 s. */
export const transactionReportResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('pending'), url: z.null() }),
  z.object({ status: z.literal('completed'), url: z.string() }),
]);
export type TransactionReportAnswer = z.infer<typeof transactionReportResponseSchema>;
