import { describe, expect, it } from 'vitest';
import { formatExpiry, hasExpired, passesLuhn, schemeOf } from '../../../functions/domain/cards/card-number';

describe('card numbers', () => {
  it('passes the Luhn check for real numbers and fails it for a changed digit', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('378282246310005')).toBe(true);
    expect(passesLuhn('5555555555554444')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('42424242424242a2')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });

  it('tells the network from the leading digits', () => {
    expect(schemeOf('4242424242424242')).toBe('visa');
    expect(schemeOf('378282246310005')).toBe('amex');
    expect(schemeOf('341111111111111')).toBe('amex');
    expect(schemeOf('5555555555554444')).toBe('mastercard');
    expect(schemeOf('2223003122003222')).toBe('mastercard');
    expect(schemeOf('6011111111111117')).toBe('discover');
    expect(schemeOf('9999999999999995')).toBe('other');
  });

  it('lets a card expire at the end of its expiry month', () => {
    const now = new Date('2026-06-30T23:59:59Z');
    expect(hasExpired({ month: 6, year: 2026 }, now)).toBe(false);
    expect(hasExpired({ month: 6, year: 2026 }, new Date('2026-07-01T00:00:00Z'))).toBe(true);
    expect(hasExpired({ month: 5, year: 2026 }, now)).toBe(true);
  });

  it("formats the expiry as 'MM/YY'", () => {
    expect(formatExpiry({ month: 3, year: 2031 })).toBe('03/31');
    expect(formatExpiry({ month: 12, year: 2100 })).toBe('12/00');
  });
});
