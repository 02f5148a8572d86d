import { NotificationType } from '../../../shared/domain/enums';
import { tryTransactWrite } from '../../data/db';
import { getNft } from '../../data/nft';
import { advanceExport, getNftExport, type NftExportRecord } from '../../data/nft-export';
import { advanceItemExport, getNftItem } from '../../data/nft-item';
import { recordEvent } from '../../data/outbox-event';
import { newEvent } from '../../events/catalog';
import type { Deps } from '../../lib/deps';

/**
 * The steps of the export workflow, each safe to run again (a retry after a lost answer): every write is
 * conditional on the step the export is at, and the chain transfer is idempotent by the export's id.
 */

async function readExport(deps: Pick<Deps, 'db'>, exportId: string): Promise<NftExportRecord> {
  const record = await getNftExport(deps.db, exportId);
  if (!record) throw new Error(`No export ${exportId}`);
  return record;
}

/**
 * The end of the processing window: the export goes on to its transfer (no longer cancellable), unless the owner
 * cancelled it first. Of this write and a cancel, exactly one succeeds.
 */
export async function beginTransfer(deps: Pick<Deps, 'db'>, exportId: string): Promise<{ proceed: boolean }> {
  const record = await readExport(deps, exportId);
  if (record.status === 'pending') {
    await tryTransactWrite(deps.db, [
      advanceExport(deps.db, exportId, 'pending', { status: 'transferring' }),
      advanceItemExport(deps.db, record.itemId, exportId, 'pending', { status: 'started' }),
    ]);
  }
  const now = record.status === 'pending' ? await readExport(deps, exportId) : record;
  return { proceed: now.status === 'transferring' || now.status === 'completed' };
}

/** Sends the token to the wallet; a retry answers the first transfer's hash. */
export async function transferToWallet(
  deps: Pick<Deps, 'db' | 'chain'>,
  exportId: string,
): Promise<{ transactionHash: string }> {
  const record = await readExport(deps, exportId);
  if (record.status === 'completed' && record.transactionHash)
    return { transactionHash: record.transactionHash };
  if (record.status !== 'transferring')
    throw new Error(`Export ${exportId} is ${record.status}, not transferring`);
  const item = await getNftItem(deps.db, record.itemId);
  if (!item) throw new Error(`No item ${record.itemId}`);
  return deps.chain.transfer({
    reference: record.id,
    blockchain: record.blockchain,
    tokenStandard: record.tokenStandard,
    nftId: record.nftId,
    sequence: item.sequence,
    toAddress: record.walletAddress,
  });
}

/** The item is in the wallet: marked exported with its wallet label, and its owner notified ('export successful'). */
export async function completeExport(
  deps: Pick<Deps, 'db' | 'clock' | 'newId'>,
  exportId: string,
  transactionHash: string,
): Promise<void> {
  const record = await readExport(deps, exportId);
  if (record.status === 'completed') return;
  const nft = await getNft(deps.db, record.nftId);
  const notice = newEvent(deps, 'NotificationRequested', {
    user_uuid: record.ownerUuid,
    notification_type: NotificationType.exportSuccessful,
    subject: nft?.title ?? record.nftId,
    extra: { nft_uuid: record.nftId, nft_item_uuid: record.itemId },
  });
  const at = deps.clock.now().toISOString();
  const exportedTo = { blockchain: record.blockchain, walletAddress: record.walletAddress, transactionHash };
  const done = await tryTransactWrite(deps.db, [
    advanceExport(deps.db, exportId, 'transferring', { status: 'completed', transactionHash, at }),
    advanceItemExport(deps.db, record.itemId, exportId, 'started', { status: 'completed', exportedTo }),
    recordEvent(deps.db, notice),
  ]);
  if (!done && (await readExport(deps, exportId)).status !== 'completed')
    throw new Error(`Export ${exportId} could not be completed from ${record.status}`);
}

/** The chain refused the transfer: the export failed and the owner has the item back, free to use. */
export async function returnExportedItem(
  deps: Pick<Deps, 'db' | 'clock'>,
  exportId: string,
  failure: string,
): Promise<void> {
  const record = await readExport(deps, exportId);
  if (record.status !== 'transferring') return;
  const at = deps.clock.now().toISOString();
  await tryTransactWrite(deps.db, [
    advanceExport(deps.db, exportId, 'transferring', { status: 'failed', failure, at }),
    advanceItemExport(deps.db, record.itemId, exportId, 'started', { status: 'not_initiated' }),
  ]);
}
