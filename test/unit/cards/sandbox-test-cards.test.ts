import { describe, expect, it } from 'vitest';
import { isTokenizable, SANDBOX_TEST_CARDS } from '../../../functions/lib/adapters/sandbox-card-processor';

const now = new Date('2026-06-01T12:00:00Z');
const card = (number: string, overrides = {}) => ({
  number,
  expiryMonth: 12,
  expiryYear: 2030,
  cvv: '123',
  ...overrides,
});

describe('sandbox hosted fields', () => {
  it('tokenizes every documented test number except the one that fails tokenization', () => {
    expect(isTokenizable(card('4242 4242 4242 4242'), now)).toBe(true);
    expect(isTokenizable(card(SANDBOX_TEST_CARDS.challenge), now)).toBe(true);
    expect(isTokenizable(card(SANDBOX_TEST_CARDS.declined), now)).toBe(true);
    expect(isTokenizable(card('3782 822463 10005', { cvv: '1234' }), now)).toBe(true);
    expect(isTokenizable(card(SANDBOX_TEST_CARDS.tokenizationFails), now)).toBe(false);
  });

  it('refuses a number failing Luhn, a past expiry and a malformed CVV', () => {
    expect(isTokenizable(card('4242424242424241'), now)).toBe(false);
    expect(isTokenizable(card('4242424242424242', { expiryMonth: 5, expiryYear: 2026 }), now)).toBe(false);
    expect(isTokenizable(card('4242424242424242', { expiryMonth: 6, expiryYear: 26 }), now)).toBe(true);
    expect(isTokenizable(card('4242424242424242', { expiryMonth: 13 }), now)).toBe(false);
    expect(isTokenizable(card('4242424242424242', { cvv: '12' }), now)).toBe(false);
    expect(isTokenizable(card('4242424242424242', { cvv: '12345' }), now)).toBe(false);
  });
});
