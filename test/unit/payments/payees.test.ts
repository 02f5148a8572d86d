import { describe, expect, it } from 'vitest';
import { InvalidOrderError } from '../../../functions/domain/payments/errors';
import { payeesOf } from '../../../functions/domain/payments/payees';

describe('payeesOf', () => {
  it('gives the whole price to revenue unless the caller splits it', () => {
    expect(payeesOf(1_000, undefined)).toEqual([{ to: 'revenue', amountCents: 1_000 }]);
    expect(payeesOf(1_000, [])).toEqual([{ to: 'revenue', amountCents: 1_000 }]);
  });

  it('refuses payees that do not add up to the price or receive nothing', () => {
    expect(() => payeesOf(1_000, [{ to: 'revenue', amountCents: 999 }])).toThrow(InvalidOrderError);
    expect(() =>
      payeesOf(1_000, [
        { to: 'revenue', amountCents: 1_000 },
        { to: 'royalties', creatorId: 'c', amountCents: 0 },
      ]),
    ).toThrow(InvalidOrderError);
  });
});
