import { describe, expect, it } from 'vitest';
import { cardFeeCents, usdTextToCents } from '../../../functions/domain/cards/card-fee';

describe('card fee', () => {
  it('charges 2.9% + $0.30, rounded half up to the cent', () => {
    expect(cardFeeCents(10_000)).toBe(320); // $100 -> $3.20
    expect(cardFeeCents(5_000)).toBe(175); // $50 -> $1.45 + $0.30
    expect(cardFeeCents(1_000)).toBe(59); // $10 -> $0.29 + $0.30
    expect(cardFeeCents(50)).toBe(31); // 1.45 cents -> 1 cent
    expect(cardFeeCents(150)).toBe(34); // 4.35 cents -> 4 cents
    expect(cardFeeCents(1_550)).toBe(75); // 44.95 cents -> 45 cents (half up)
    expect(cardFeeCents(1_724)).toBe(80); // 49.996 cents -> 50 cents
  });

  it('charges nothing for nothing, and refuses fractions of a cent', () => {
    expect(cardFeeCents(0)).toBe(0);
    expect(() => cardFeeCents(1.5)).toThrow();
    expect(() => cardFeeCents(-1)).toThrow();
  });

  it('reads USD text with up to 2 decimals exactly', () => {
    expect(usdTextToCents('12')).toBe(1200);
    expect(usdTextToCents('12.5')).toBe(1250);
    expect(usdTextToCents('0.07')).toBe(7);
    expect(usdTextToCents('1.10')).toBe(110);
    expect(() => usdTextToCents('1.234')).toThrow();
    expect(() => usdTextToCents('-1')).toThrow();
  });
});
