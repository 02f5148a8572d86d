import { isAbaRoutingNumber } from '../../../../../shared/api/schemas/withdrawals';
import {
  ACCOUNT_NUMBER_MAX_DIGITS,
  ACCOUNT_NUMBER_MIN_DIGITS,
  CRYPTO_WITHDRAWAL_FEE_BPS,
  ROUTING_NUMBER_MAX_DIGITS,
  ROUTING_NUMBER_MIN_DIGITS,
  WITHDRAWAL_MIN_CENTS,
} from '../../../../../shared/domain/constants';
import { messages } from '../../../../../shared/domain/messages';
import { parseUsdInput } from '../../../../../shared/format/usd';
import type { Rule } from '../../../utils/validation';

const BASIS_POINTS = 10_000;

/**
 * The withdrawal amount (spec part 1 §5): required, digits with at most 2 decimals, at least $10 and at most
 * `availableCents`. The server checks the same rules again.
 */
export const validateWithdrawalAmount =
  (availableCents: number): Rule =>
  (value) => {
    if (!value.trim()) return messages.fieldRequired;
    const cents = parseUsdInput(value);
    if (cents === undefined) return messages.withdrawalAmountFormat;
    if (cents < WITHDRAWAL_MIN_CENTS) return messages.withdrawalMinimum;
    return cents > availableCents ? messages.withdrawalAmountTooHigh : null;
  };

export const validateRequired: Rule = (value) => (value.trim() ? null : messages.fieldRequired);

const digitsRule =
  (min: number, max: number, minMessage: string): Rule =>
  (value) => {
    if (!value) return messages.fieldRequired;
    if (value.length < min) return minMessage;
    return value.length > max ? messages.routingMax : null;
  };

/** 3-17 digits, then the ABA checksum of a real US routing number. */
export const validateRoutingNumber: Rule = (value) =>
  digitsRule(ROUTING_NUMBER_MIN_DIGITS, ROUTING_NUMBER_MAX_DIGITS, messages.routingMin)(value) ??
  (isAbaRoutingNumber(value) ? null : messages.routingNumberInvalid);

/** 4-17 digits. */
export const validateAccountNumber = digitsRule(
  ACCOUNT_NUMBER_MIN_DIGITS,
  ACCOUNT_NUMBER_MAX_DIGITS,
  messages.accountNumberMin,
);

export const validateAccountConfirmation =
  (accountNumber: string): Rule =>
  (value) => {
    if (!value) return messages.fieldRequired;
    return value === accountNumber ? null : messages.accountNumbersDoNotMatch;
  };

/** The 1% crypto payout fee on an amount in cents, rounded up to the cent like the server's fees. */
export const cryptoFeeCents = (cents: number): number =>
  Math.ceil((cents * CRYPTO_WITHDRAWAL_FEE_BPS) / BASIS_POINTS);
