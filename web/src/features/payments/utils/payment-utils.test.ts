import { describe, expect, it } from 'vitest';
import { makeDepositAddress } from '../../../testing/payment-fixtures';
import { isCardFieldsMessage } from './card-fields-protocol';
import { validateCardForm } from './card-form';
import { refundBankFee, refundInput, validatePrepaidEthAmount, validateRefundAmount } from './crypto-amounts';
import { depositAddressState } from './deposit-address';

describe('the card form rules', () => {
  it("answers 'Required name', 'Required country' and 'Required code' (3-10 characters)", () => {
    expect(validateCardForm({ name: ' ', country: '', postalCode: '12' })).toEqual({
      name: 'Required name',
      country: 'Required country',
      postalCode: 'Required code',
    });
    expect(validateCardForm({ name: 'Ada', country: 'GB', postalCode: '12345678901' })).toEqual({
      postalCode: 'Required code',
    });
    expect(validateCardForm({ name: 'Ada', country: 'GB', postalCode: 'SW1' })).toEqual({});
  });
});

describe('the crypto refund rules', () => {
  it('keeps at most 4 integer and 6 fraction digits while typing', () => {
    expect(refundInput('12345.1234567')).toBe('1234.123456');
    expect(refundInput('1a.2.3')).toBe('1.23');
    expect(refundInput('-5')).toBe('5');
  });

  it('needs an amount above zero and not above what is available', () => {
    const available = 500_000n;
    expect(validateRefundAmount('', available)).toBe('Field Required');
    expect(validateRefundAmount('.5', available)).toBe(
      'Only numbers allowed. Maximum of 4 digits and 6 decimal points.',
    );
    expect(validateRefundAmount('0.000000', available)).toBe('Amount must be more than zero.');
    expect(validateRefundAmount('0.500001', available)).toBe(
      'Amount you requested is more than the amount available.',
    );
    expect(validateRefundAmount('0.5', available)).toBeNull();
  });

  it('withholds the 0.2% bank fee, rounded half up', () => {
    expect(refundBankFee(1_000_000n)).toBe(2000n);
    expect(refundBankFee(250n)).toBe(1n);
    expect(refundBankFee(249n)).toBe(0n);
  });

  it('checks prepaid ETH: up to 6 decimals, not zero', () => {
    expect(validatePrepaidEthAmount('')).toBe('Field Required');
    expect(validatePrepaidEthAmount('0.0')).toBe('Amount must be more than zero.');
    expect(validatePrepaidEthAmount('1.1234567')).toMatch(/Maximum of 6 decimal points/);
    expect(validatePrepaidEthAmount('12.000001')).toBeNull();
  });
});

describe('a deposit address', () => {
  it('is none, active for 15 minutes, then expired', () => {
    const now = new Date();
    const eth = makeDepositAddress({ coin: 'ETH' }, 14);
    const xtz = makeDepositAddress({ coin: 'XTZ', network: 'XTZ' }, 16);
    expect(depositAddressState([eth, xtz], 'BTC', now)).toEqual({ kind: 'none' });
    expect(depositAddressState([eth, xtz], 'ETH', now)).toEqual({ kind: 'active', address: eth });
    expect(depositAddressState([eth, xtz], 'XTZ', now)).toEqual({ kind: 'expired', address: xtz });
  });
});

describe('the card fields messages', () => {
  it('accepts only well-formed messages', () => {
    expect(isCardFieldsMessage({ type: 'ready' })).toBe(true);
    expect(isCardFieldsMessage({ type: 'token', token: 't', last4: '4242', scheme: 'visa' })).toBe(true);
    expect(isCardFieldsMessage({ type: 'token', token: 't' })).toBe(false);
    expect(isCardFieldsMessage({ type: 'error', message: 'Please use another card' })).toBe(true);
    expect(isCardFieldsMessage({ type: 'tokenize', name: 'x' })).toBe(false);
    expect(isCardFieldsMessage(null)).toBe(false);
  });
});
