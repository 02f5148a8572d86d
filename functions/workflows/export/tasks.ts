import {
  beginTransfer,
  completeExport,
  returnExportedItem,
  transferToWallet,
} from '../../domain/export/export-steps';
import type { ExportInput } from '../../domain/workflow-starts';
import { getDeps } from '../../lib/deps';

/** The export's input as it travels: each step adds its result under its own path. */
type ExportState = ExportInput & {
  transfer?: { transactionHash: string };
  error?: { Error: string; Cause: string };
};

export const beginTransferTask = (input: ExportState) => beginTransfer(getDeps(), input.exportId);

export const transferTask = (input: ExportState) => transferToWallet(getDeps(), input.exportId);

export async function completeExportTask(input: ExportState): Promise<void> {
  if (!input.transfer) throw new Error(`Export ${input.exportId} has no transfer`);
  await completeExport(getDeps(), input.exportId, input.transfer.transactionHash);
}

export async function returnItemTask(input: ExportState): Promise<void> {
  const failure = input.error ? `${input.error.Error}: ${input.error.Cause}` : 'transfer refused';
  await returnExportedItem(getDeps(), input.exportId, failure);
}
