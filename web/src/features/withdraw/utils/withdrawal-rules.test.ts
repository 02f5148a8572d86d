import { describe, expect, it } from 'vitest';
import { messages } from '../../../../../shared/domain/messages';
import {
  cryptoFeeCents,
  validateAccountConfirmation,
  validateAccountNumber,
  validateRoutingNumber,
  validateWithdrawalAmount,
} from './withdrawal-rules';

describe('the withdrawal amount', () => {
  const validate = validateWithdrawalAmount(10_000);
  it.each([
    ['', messages.fieldRequired],
    ['  ', messages.fieldRequired],
    ['12.345', messages.withdrawalAmountFormat],
    ['-12', messages.withdrawalAmountFormat],
    ['1e3', messages.withdrawalAmountFormat],
    ['9.99', messages.withdrawalMinimum],
    ['100.01', messages.withdrawalAmountTooHigh],
    ['10', null],
    ['100.00', null],
  ])('%j -> %s', (value, expected) => expect(validate(value)).toBe(expected));
});

describe('the bank fields', () => {
  it('checks the routing number length, then the ABA checksum', () => {
    expect(validateRoutingNumber('')).toBe(messages.fieldRequired);
    expect(validateRoutingNumber('12')).toBe('Minimum 3 numbers required');
    expect(validateRoutingNumber('1'.repeat(18))).toBe('Maximum 17 numbers required');
    expect(validateRoutingNumber('123456789')).toBe('This is not a valid US routing number.');
    expect(validateRoutingNumber('021000021')).toBeNull();
  });

  it('checks the account number and its confirmation', () => {
    expect(validateAccountNumber('123')).toBe('Minimum 4 numbers required');
    expect(validateAccountNumber('1'.repeat(18))).toBe('Maximum 17 numbers required');
    expect(validateAccountNumber('1234')).toBeNull();
    expect(validateAccountConfirmation('1234')('')).toBe(messages.fieldRequired);
    expect(validateAccountConfirmation('1234')('1235')).toBe('Account numbers do not match.');
    expect(validateAccountConfirmation('1234')('1234')).toBeNull();
  });
});

describe('the crypto fee', () => {
  it('is 1%, rounded up to the cent', () => {
    expect(cryptoFeeCents(5000)).toBe(50);
    expect(cryptoFeeCents(1050)).toBe(11);
    expect(cryptoFeeCents(1000)).toBe(10);
  });
});
