import { tryTransactWrite } from '../../data/db';
import { fusionKey, getFusion } from '../../data/fusion';
import { leaveRecoveryIndex } from '../../data/recovery-index';
import type { Deps } from '../../lib/deps';
import { startFusion } from './start-fusion';

/**
 * The recovery sweep's end for a fusion still in the recovery index: its request may have stopped between the
 * transaction that sent the items into the fuser and the workflow's start. Starting it again answers the running
 * execution (same name), so the fusion then has its workflow for sure and leaves the index; the workflow takes it
 * to its end (an order never made fails it and gives the items back).
 */
export async function resumeFusion(deps: Deps, fusionId: string, indexedAs: string): Promise<void> {
  const record = await getFusion(deps.db, fusionId);
  if (!record) return;
  if (record.status === 'paying' || record.status === 'fusing') await startFusion(deps, record);
  await tryTransactWrite(deps.db, [leaveRecoveryIndex(deps.db, fusionKey(fusionId), indexedAs)]);
}
