import { describe, expectTypeOf, it } from 'vitest';
import type { TransactItem } from '../../../functions/data/db';

type ActionOf<A extends string> = Extract<TransactItem, Record<A, unknown>>;

/** Type assertions: the type check (`npm run typecheck`, first in `npm test`) fails when one does not hold. */
describe('a transaction item', () => {
  it('is exactly one action: a list of items, two actions or none is not one', () => {
    expectTypeOf<TransactItem[]>().not.toExtend<TransactItem>();
    expectTypeOf<{
      Put: ActionOf<'Put'>['Put'];
      Delete: ActionOf<'Delete'>['Delete'];
    }>().not.toExtend<TransactItem>();
    expectTypeOf<Record<string, never>>().not.toExtend<TransactItem>();
    expectTypeOf<ActionOf<'Put'>>().toExtend<TransactItem>();
    expectTypeOf<ActionOf<'Update'>['Update']>().toHaveProperty('UpdateExpression');
  });
});
