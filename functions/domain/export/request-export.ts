import { Blockchain, blockchainLabels } from '../../../shared/domain/enums';
import { fillMessage, messages } from '../../../shared/domain/messages';
import { tryTransactWrite } from '../../data/db';
import type { NftRecord } from '../../data/nft';
import { getNft } from '../../data/nft';
import { type NftExportRecord, putNewExport } from '../../data/nft-export';
import { getNftItem, holdItemForExport } from '../../data/nft-item';
import type { Deps } from '../../lib/deps';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import type { TokenStandard } from '../../lib/ports/chain';
import { assertOffCooldown, ownerPermissions } from '../collection/item-rules';
import { EXPORT_WORKFLOW, type ExportInput } from '../workflow-starts';
import { ExportNotAllowedError, InvalidWalletAddressError } from './errors';
import { isExportExempt } from './exemption';
import { exportWaitSeconds } from './processing-window';
import { isValidWalletAddress, walletAddressOn } from './wallet-address';

/** FA2 on Tezos; on Ethereum and Polygon ERC-721 for a one of one, ERC-1155 for editions. */
export const tokenStandardOf = (nft: Pick<NftRecord, 'blockchainType' | 'quantity'>): TokenStandard => {
  if (nft.blockchainType === Blockchain.tezos) return 'FA2';
  return nft.quantity === 1 ? 'ERC-721' : 'ERC-1155';
};

export const exportExecution = (exportId: string) => `export-${exportId}`;

/**
 * POST /nft/{itemId}/export: holds the owner's item and records the export in one transaction (from then on no
 * offer, listing, visibility change or transfer gets in), then starts the export workflow. 404 for no item, 403
 * for another user's, 409 ('Item Not Ready For Export') when export_allowed is false, or 'NFT On Cool-down' within
 * 48 hours of a card purchase (the exclusion list's export too), 400 for an address that is not of the item's chain.
 */
export async function requestExport(
  deps: Deps,
  input: { itemId: string; userUuid: string; walletAddress: string; blockchain?: Blockchain },
): Promise<NftExportRecord> {
  const item = await getNftItem(deps.db, input.itemId);
  if (!item?.owner) throw new NotFoundError();
  if (item.owner !== input.userUuid) throw new ForbiddenError();
  const nft = await getNft(deps.db, item.nftId);
  if (!nft) throw new NotFoundError();

  const blockchain = nft.blockchainType;
  if (input.blockchain !== undefined && input.blockchain !== blockchain)
    throw new InvalidWalletAddressError(
      fillMessage(messages.exportWrongBlockchain, { blockchain: blockchainLabels[blockchain] }),
    );
  if (!isValidWalletAddress(blockchain, input.walletAddress)) throw new InvalidWalletAddressError();

  const now = deps.clock.now();
  const exportExempt = await isExportExempt(deps, input.userUuid);
  const { exportDeniedReason } = ownerPermissions(item, nft, { now, flags: deps.flags, exportExempt });
  if (exportDeniedReason) throw new ExportNotAllowedError(exportDeniedReason.description);
  // The exclusion list skips the export's own delay after purchase, never the card cool-down.
  assertOffCooldown(item, now);

  const id = deps.newId();
  const record: NftExportRecord = {
    id,
    itemId: item.id,
    nftId: nft.id,
    ownerUuid: input.userUuid,
    blockchain,
    tokenStandard: tokenStandardOf(nft),
    walletAddress: walletAddressOn(blockchain, input.walletAddress),
    status: 'pending',
    requestedAt: now.toISOString(),
    execution: exportExecution(id),
    transactionHash: null,
    failure: null,
    endedAt: null,
  };
  const held = await tryTransactWrite(deps.db, [
    holdItemForExport(deps.db, item, id),
    putNewExport(deps.db, record),
  ]);
  // Listed, sold, locked for a sale or exported since it was read.
  if (!held) throw new ExportNotAllowedError(messages.exportListed);
  await startExport(deps, record);
  return record;
}

/** Starts the export's workflow (idempotent by its execution name: the recovery sweep may start it again). */
export async function startExport(deps: Pick<Deps, 'workflows' | 'env' | 'clock'>, record: NftExportRecord) {
  const input: ExportInput = {
    exportId: record.id,
    waitSeconds: exportWaitSeconds(deps.env, new Date(record.requestedAt), deps.clock.now()),
  };
  await deps.workflows.start(EXPORT_WORKFLOW, input, record.execution);
}
