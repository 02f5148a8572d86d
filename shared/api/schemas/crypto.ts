import {
  ALLOWED_PAYMENT_CRYPTO,
  CRYPTO_REFUND_MAX_FRACTION_DIGITS,
  CRYPTO_REFUND_MAX_INTEGER_DIGITS,
} from '../../domain/constants';
import { currencySchema } from '../../domain/enum-schemas';
import type { Currency } from '../../domain/enums';
import { messages } from '../../domain/messages';
import * as z from '../../zod';
import { coinAmountSchema } from './billing';
import { isoDateSchema, usdSchema } from './common';

/** Schemas of the prepaid crypto calls of spec part 2 §7 'Payments, balances, withdrawals'. */

const isAllowedCoin = (code: string): code is Currency => (ALLOWED_PAYMENT_CRYPTO as string[]).includes(code);

/** The networks coins travel on (currencyNetwork: USDC and MATIC on Ethereum); addresses are checked per network. */
export const cryptoNetworkSchema = z.enum(['BTC', 'ETH', 'XTZ']);
export type CryptoNetwork = z.infer<typeof cryptoNetworkSchema>;

/** {coin} of POST /payments/bitgo-create-address/{coin}: any case, one of the allowed payment coins. */
export const coinParamsSchema = z.object({
  coin: z.pipe(
    z
      .pipe(
        z.string().check(z.maxLength(10, { message: messages.coinNotAllowed, abort: true })),
        z.transform((code) => code.toUpperCase()),
      )
      .check(z.refine(isAllowedCoin, messages.coinNotAllowed)),
    z.transform((code) => code as Currency),
  ),
});

/** The crypto address entity of spec part 1 §3 ({product}_deposit_address with product 'collectibles'). */
export const cryptoAddressSchema = z.object({
  coin: currencySchema,
  /** Where the user sends coins to top up the prepaid balance. */
  collectibles_deposit_address: z.string(),
  /** The user's own address that refunds go to. */
  withdraw_address: z.string(),
  /** 15 minutes after creation; later deposits to the address are still credited, the web shows it expired. */
  expires_at: isoDateSchema,
  network: cryptoNetworkSchema,
});
export type CryptoAddress = z.infer<typeof cryptoAddressSchema>;

/** The caller's latest address per coin, in the order of the allowed payment coins. */
export const depositAddressesSchema = z.array(cryptoAddressSchema);

/** The refund address; checked against the coin's network by the server (checksums included). */
export const createDepositAddressBodySchema = z.object({
  withdraw_address: z
    .string({ error: messages.requiredField })
    .check(z.trim(), z.minLength(1, messages.requiredField), z.maxLength(120)),
});

/** USD per whole coin, keyed by coin (every allowed payment coin). */
export const cryptoRatesSchema = z.record(currencySchema, z.number().check(z.positive()));
export type CryptoRates = z.infer<typeof cryptoRatesSchema>;

/** One Ethereum-network transfer now: in ETH (6 decimals) and in USD. */
export const ethGasFeeSchema = z.object({ fee: coinAmountSchema, usd: usdSchema });
export type EthGasFee = z.infer<typeof ethGasFeeSchema>;

const lowercaseCoins = ALLOWED_PAYMENT_CRYPTO.map((code) => code.toLowerCase()) as [string, ...string[]];

/** The refund amount of part 1 §5 'Crypto refund': up to 4 integer digits and 6 fraction digits, above zero. */
const refundAmountPattern = new RegExp(
  `^\\d{1,${CRYPTO_REFUND_MAX_INTEGER_DIGITS}}(\\.\\d{1,${CRYPTO_REFUND_MAX_FRACTION_DIGITS}})?$`,
);

export const withdrawCryptoBodySchema = z.object({
  /** Lowercase, as §7 says ('eth'); answered as the Currency code. */
  coin: z.pipe(
    z.enum(lowercaseCoins, { error: messages.coinNotAllowed }),
    z.transform((code) => code.toUpperCase() as Currency),
  ),
  amount: z.string({ error: messages.fieldRequired }).check(
    z.trim(),
    z.maxLength(CRYPTO_REFUND_MAX_INTEGER_DIGITS + 1 + CRYPTO_REFUND_MAX_FRACTION_DIGITS, {
      message: messages.cryptoRefundAmountFormat,
      abort: true,
    }),
    z.regex(refundAmountPattern, messages.cryptoRefundAmountFormat),
    z.refine((text) => /[1-9]/.test(text), messages.cryptoRefundAmountZero),
  ),
});
export type WithdrawCryptoBody = z.infer<typeof withdrawCryptoBodySchema>;

/** The refund went to custody: `amount` leaves the balance, the refund address receives amount - fee. */
export const withdrawCryptoResponseSchema = z.object({
  status: z.literal('submitted'),
  amount: coinAmountSchema,
  /** The 0.2% bank fee, withheld from the amount. */
  fee: coinAmountSchema,
});

/** An on-ramp widget URL (on the configured on-ramp host) to sign. */
export const signOnRampUrlBodySchema = z.object({
  url: z
    .string({ error: messages.requiredField })
    .check(z.trim(), z.url(messages.onRampUrlInvalid), z.maxLength(4000)),
});
/** The same URL with `&signature=` (base64 HMAC-SHA256 of its query string) appended. */
export const signOnRampUrlResponseSchema = z.object({ url: z.string().check(z.url()) });

/**
 * The custody provider's transfer notification (BitGo's webhook body); only its ids are trusted: the custody port
 * confirms the transfer with the provider before anything is credited.
 */
export const cryptoDepositWebhookBodySchema = z.looseObject({
  type: z.optional(z.string().check(z.maxLength(40))),
  coin: z.string().check(z.maxLength(40)),
  wallet: z.optional(z.string().check(z.maxLength(100))),
  transfer: z.optional(z.string().check(z.maxLength(200))),
  hash: z.string().check(z.maxLength(200)),
  state: z.optional(z.string().check(z.maxLength(40))),
});
export type CryptoDepositWebhookBody = z.infer<typeof cryptoDepositWebhookBodySchema>;

export const cryptoDepositWebhookResponseSchema = z.object({
  /** credited: the balance went up now; duplicate: the deposit was credited before; ignored: nothing to credit. */
  outcome: z.enum(['credited', 'duplicate', 'ignored']),
});
