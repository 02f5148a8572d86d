import { transactWrite } from '../../../functions/data/db';
import { type DropRecord, putDrop } from '../../../functions/data/drop';
import type { Deps } from '../../../functions/lib/deps';
import { testDrop } from '../../support/drops';

/** A drop starting ten minutes after the test clock's now, a week long, without packs, stored. */
export async function createDrop(deps: Deps, id: string, overrides: Partial<DropRecord> = {}) {
  const now = deps.clock.now().getTime();
  const drop = testDrop(id, {
    featureAt: new Date(now + 10 * 60_000).toISOString(),
    featureUntil: new Date(now + 7 * 24 * 3600_000).toISOString(),
    ...overrides,
  });
  await transactWrite(deps.db, putDrop(deps.db, drop));
  return drop;
}
