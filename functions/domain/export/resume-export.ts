import { tryTransactWrite } from '../../data/db';
import { getNftExport, nftExportKey } from '../../data/nft-export';
import { leaveRecoveryIndex } from '../../data/recovery-index';
import type { Deps } from '../../lib/deps';
import { startExport } from './request-export';

/**
 * The recovery sweep's end for an export still in the recovery index: its request may have stopped between the
 * transaction that held the item and the workflow's start. Starting it again answers the running execution (same
 * name), so the export then has its workflow for sure and leaves the index; the workflow takes it to its end.
 */
export async function resumeExport(deps: Deps, exportId: string, indexedAs: string): Promise<void> {
  const record = await getNftExport(deps.db, exportId);
  if (!record) return;
  if (record.status === 'pending' || record.status === 'transferring') await startExport(deps, record);
  await tryTransactWrite(deps.db, [leaveRecoveryIndex(deps.db, nftExportKey(exportId), indexedAs)]);
}
