// Prepaid crypto (not worded by the spec; worded once here).

export const cryptoVerificationRequired =
  'Complete identity verification to set up a crypto deposit address.';
export const coinNotAllowed = 'This coin is not accepted for payment.';
export const cryptoAddressInvalid = 'This is not a valid {network} address.';
export const cryptoRefundAmountFormat = 'Only numbers allowed. Maximum of 4 digits and 6 decimal points.';
export const cryptoRefundAmountZero = 'Amount must be more than zero.';
export const cryptoRefundMinimum = 'The minimum refund is {amount} {coin}.';
export const onRampUrlInvalid = 'This is not an on-ramp address.';
