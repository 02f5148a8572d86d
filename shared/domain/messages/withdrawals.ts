// Part 1 §5: the withdrawal forms (amounts, bank details).

// Withdrawal
export const withdrawalAmountFormat = 'Only numbers allowed. Maximum of 2 decimal points.';
export const withdrawalAmountTooHigh = 'Amount you requested is more than the amount available.';
export const withdrawalMinimum = 'Minimum withdrawal is $10';
export const withdrawalAccountSuspended = 'Your withdrawal account is suspended';
export const withdrawCoinFailed = 'Withdraw coin failed.';
/** Balances: why withdraw_allowed is false (title and description of the denial modal). */
export const withdrawNothingAvailableTitle = 'Nothing To Withdraw';
export const withdrawNothingAvailable = 'You have no marketplace credit available for withdrawal yet.';
export const withdrawWaitingPeriodTitle = 'Withdrawal Waiting Period';
export const withdrawWaitingPeriod =
  'Your first withdrawal is possible 14 days after you first received marketplace credit, from {date}.';
export const withdrawVerificationTitle = 'Identity Verification Required';
export const withdrawVerificationRequired = 'Complete identity verification to withdraw marketplace credit.';
/** The same idempotency key came with a different payment. */
export const idempotencyKeyReused = 'This request was already made with different details.';

// Fiat (bank) form
export const routingMin = 'Minimum 3 numbers required';
export const routingMax = 'Maximum 17 numbers required';
export const accountNumbersDoNotMatch = 'Account numbers do not match.';
export const accountNumberMin = 'Minimum 4 numbers required';
export const onlyNumbers = 'Only numbers allowed.';
export const routingNumberInvalid = 'This is not a valid US routing number.';
/** Withdrawal refusals the screens show as they are. */
export const partnerConsentRequired =
  "Accept the payment partner's privacy policy and terms of service first.";
export const bankAccountRequired = 'Add a bank account to withdraw to first.';
export const payoutCustomerExists =
  'Your withdrawal account already exists; its name can no longer be changed.';
export const payoutRecipientNotActive = 'Your crypto payout account is not active yet.';
export const payoutRecipientExists = 'Your crypto payout invitation was already sent.';
export const withdrawalSupportContact = 'Please contact Customer Support to restore it.';
