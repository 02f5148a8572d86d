import { withdrawCryptoBodySchema } from '../../../../../shared/api/schemas/crypto';
import {
  BPS_DENOMINATOR,
  CRYPTO_REFUND_BANK_FEE_BPS,
  CRYPTO_REFUND_MAX_FRACTION_DIGITS,
  CRYPTO_REFUND_MAX_INTEGER_DIGITS,
  PREPAID_ETH_MAX_DECIMALS,
} from '../../../../../shared/domain/constants';
import { messages } from '../../../../../shared/domain/messages';
import { microUnitsFromCoinInput } from '../../../../../shared/format/coin';

/** A coin amount of the API ('0.250000') in integer micro-units. */
export const coinMicroUnits = (amount: string): bigint => microUnitsFromCoinInput(amount);

/** Keeps digits and one point while typing, at most `integerDigits` before it and `fractionDigits` after. */
export function coinInput(text: string, fractionDigits: number, integerDigits = Number.POSITIVE_INFINITY) {
  const [whole = '', ...rest] = text.replace(/[^\d.]/g, '').split('.');
  const kept = whole.slice(0, integerDigits);
  return rest.length > 0 ? `${kept}.${rest.join('').slice(0, fractionDigits)}` : kept;
}

/** The refund input: up to 4 integer digits and 6 fraction digits (spec part 1 §5 'Crypto refund'). */
export const refundInput = (text: string) =>
  coinInput(text, CRYPTO_REFUND_MAX_FRACTION_DIGITS, CRYPTO_REFUND_MAX_INTEGER_DIGITS);

/**
 * A refund amount: required, then the server's own rules (the 4+6 digit format, above zero), then no more than
 * the available balance.
 */
export function validateRefundAmount(text: string, availableMicroUnits: bigint): string | null {
  if (!text.trim()) return messages.fieldRequired;
  const parsed = withdrawCryptoBodySchema.shape.amount.safeParse(text);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? messages.validationFailed;
  return microUnitsFromCoinInput(parsed.data) > availableMicroUnits ? messages.withdrawalAmountTooHigh : null;
}

/** The 0.2% bank fee withheld from a refund, rounded half up to the micro-unit. */
export const refundBankFee = (microUnits: bigint): bigint =>
  (microUnits * BigInt(CRYPTO_REFUND_BANK_FEE_BPS) + BigInt(BPS_DENOMINATOR / 2)) / BigInt(BPS_DENOMINATOR);

/** The prepaid ETH input: an integer plus up to 6 decimals. */
export const prepaidEthInput = (text: string) => coinInput(text, PREPAID_ETH_MAX_DECIMALS);

/**
 * Prepaid ETH (spec part 1 §5): an integer plus up to 6 decimals, not zero. The non-refundable gas fee box is
 * checked on its own.
 */
export function validatePrepaidEthAmount(text: string): string | null {
  if (!text.trim()) return messages.fieldRequired;
  try {
    return microUnitsFromCoinInput(text, PREPAID_ETH_MAX_DECIMALS) > 0n
      ? null
      : messages.cryptoRefundAmountZero;
  } catch (error) {
    return (error as Error).message;
  }
}
