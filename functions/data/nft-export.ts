import type { Blockchain } from '../../shared/domain/enums';
import type { TokenStandard } from '../lib/ports/chain';
import { type Db, getItem, type Item, putNew, recordOf, type TransactItem } from './db';
import { advanceWork, recoveryIndexKeys } from './recovery-index';

/**
 * An export of an owned item to an external wallet (the export workflow's subject). pending: held, waiting the
 * processing window (cancellable); transferring: sent to the chain (no longer cancellable); then completed,
 * cancelled, or failed (the item is back with its owner). The item carries the same export id while it is held.
 */
export type NftExportStatus = 'pending' | 'transferring' | 'completed' | 'cancelled' | 'failed';

export interface NftExportRecord {
  id: string;
  itemId: string;
  nftId: string;
  ownerUuid: string;
  blockchain: Blockchain;
  tokenStandard: TokenStandard;
  /** As the chain spells it (EIP-55 checksum on Ethereum and Polygon). */
  walletAddress: string;
  status: NftExportStatus;
  requestedAt: string;
  /** The workflow's execution name: `export-<id>`. */
  execution: string;
  transactionHash: string | null;
  failure: string | null;
  endedAt: string | null;
}

export const NFT_EXPORT_ENTITY = 'nft-export';
export const nftExportKey = (id: string) => ({ pk: `NFT_EXPORT#${id}`, sk: 'EXPORT' });

/**
 * A new export, in the recovery index until the sweep saw its workflow started (a crash between the request's
 * transaction and the start leaves it there: the sweep starts it).
 */
export const putNewExport = (db: Db, record: NftExportRecord): TransactItem =>
  putNew(db, {
    ...nftExportKey(record.id),
    ...recoveryIndexKeys(record.id, record.requestedAt),
    entity: NFT_EXPORT_ENTITY,
    ...record,
  });

export const nftExportFromItem = (item: Item) => recordOf<NftExportRecord>(item);

export const getNftExport = (db: Db, id: string) =>
  getItem(db, nftExportKey(id).pk, nftExportKey(id).sk, nftExportFromItem);

type Step =
  | { status: 'transferring' }
  | { status: 'completed'; transactionHash: string; at: string }
  | { status: 'cancelled'; at: string }
  | { status: 'failed'; failure: string; at: string };

/** Moves the export on from `from`, only if it still is there: of a cancel and the transfer, one wins. */
export const advanceExport = (db: Db, id: string, from: NftExportStatus, step: Step): TransactItem =>
  advanceWork(db, nftExportKey(id), [from], step);
