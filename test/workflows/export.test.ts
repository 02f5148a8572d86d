import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../functions/data/db';
import { getNftExport } from '../../functions/data/nft-export';
import { getNftItem } from '../../functions/data/nft-item';
import { listPendingEvents } from '../../functions/data/outbox-event';
import {
  getSandboxChainTransfer,
  SANDBOX_REJECTING_WALLETS,
} from '../../functions/lib/adapters/sandbox-chain';
import { ManualClock } from '../../functions/lib/clock';
import { workflows } from '../../functions/workflows/registry';
import type { LocalRuntime } from '../../scripts/local-cloud/runtime';
import { NotificationType } from '../../shared/domain/enums';
import { type SignedInUser, signedInUser } from '../integration/account/support';
import { putCatalogNfts } from '../integration/collection/support';
import {
  cancelPath,
  ETHEREUM_WALLET,
  exportPath,
  itemPath,
  ownedEdition,
  PAST_EXPORT_DELAY_MS,
  TEZOS_WALLET,
} from '../integration/export/support';
import { createTestRuntime } from '../integration/local-cloud/support';
import { createTestDb } from '../support/db';
import { armFaults, faultsOf, faultyExportWorkflow } from './fixtures/export-faults';

/** The real export ASL, its tasks failing once on demand; the other workflows as they are. */
const clock = new ManualClock('2026-06-01T12:00:00.000Z');
let db: Db;
let runtime: LocalRuntime;
let owner: SignedInUser;
beforeAll(async () => {
  db = await createTestDb();
  runtime = createTestRuntime(db, {
    clock,
    workflows: workflows.map((workflow) => (workflow.name === 'export' ? faultyExportWorkflow : workflow)),
    workflowWaitMs: 5,
  });
  await putCatalogNfts(runtime.deps);
  owner = await signedInUser(runtime.deps);
});
afterAll(() => runtime?.stop());

const executionArn = (exportId: string) =>
  `arn:aws:states:us-east-1:000000000000:execution:export:export-${exportId}`;

/** Exports an edition of the owner's (bought 31 days ago) to the wallet; answers the ids and the export id. */
async function startExport(chain: 'ethereum' | 'tezos', wallet: string) {
  const { nftId, itemId } = await ownedEdition(runtime.deps, owner, chain);
  clock.advance(PAST_EXPORT_DELAY_MS);
  expect((await owner.call('POST', exportPath(itemId), { wallet_address: wallet })).status).toBe(200);
  return { nftId, itemId, exportId: String((await getNftItem(db, itemId))?.exportId) };
}

async function settledStates(exportId: string) {
  const run = await runtime.workflows.settled(executionArn(exportId));
  expect(run?.status).toBe('SUCCEEDED');
  const found = await runtime.workflows.getExecution(executionArn(exportId));
  return (found?.history ?? []).filter((event) => event.type === 'StateEntered').map((event) => event.state);
}

const exportNotices = async (itemId: string) =>
  (await listPendingEvents(db, 1000)).filter(
    (event) =>
      event.type === 'NotificationRequested' &&
      event.detail.notification_type === NotificationType.exportSuccessful &&
      (event.detail.extra as { nft_item_uuid: string }).nft_item_uuid === itemId,
  );

/** What a finished export left: the item, the export record, the chain's transfer and the notices. */
async function outcome(itemId: string, exportId: string) {
  return {
    item: await getNftItem(db, itemId),
    record: await getNftExport(db, exportId),
    transfer: await getSandboxChainTransfer(db, exportId),
    notices: (await exportNotices(itemId)).length,
  };
}

async function expectExported(itemId: string, exportId: string, wallet: string) {
  const { item, record, transfer, notices } = await outcome(itemId, exportId);
  expect(record).toMatchObject({ status: 'completed', walletAddress: wallet });
  expect(transfer).toMatchObject({ reference: exportId, toAddress: wallet });
  expect(record?.transactionHash).toBe(transfer?.transactionHash);
  expect(item).toMatchObject({
    owner: owner.user.uuid,
    exportStatus: 'completed',
    exportedTo: { walletAddress: wallet, transactionHash: transfer?.transactionHash },
  });
  expect(notices).toBe(1);
}

describe('the export workflow', () => {
  it('waits, transfers to the wallet, marks the item exported with its wallet label and notifies the owner', async () => {
    const { nftId, itemId, exportId } = await startExport('ethereum', ETHEREUM_WALLET);

    const states = await settledStates(exportId);

    expect(states).toEqual([
      'WaitProcessingWindow',
      'BeginTransfer',
      'IsCancelled',
      'Transfer',
      'CompleteExport',
    ]);
    await expectExported(itemId, exportId, ETHEREUM_WALLET);
    const transfer = await getSandboxChainTransfer(db, exportId);
    expect(transfer).toMatchObject({ tokenStandard: 'ERC-721', blockchain: 3 });
    expect(transfer?.transactionHash).toMatch(/^0x[0-9a-f]{64}$/);
    const seen = await owner.call('GET', itemPath(nftId, itemId));
    expect(seen.body).toMatchObject({
      export_status: 'completed',
      export_allowed: false,
      exported_to: {
        blockchain: 3,
        wallet_address: ETHEREUM_WALLET,
        transaction_hash: transfer?.transactionHash,
      },
    });
    expect((await owner.call('POST', cancelPath(itemId))).status).toBe(409);
  });

  it('sends a Tezos edition as FA2, with an operation hash', async () => {
    const { itemId, exportId } = await startExport('tezos', TEZOS_WALLET);
    await settledStates(exportId);
    await expectExported(itemId, exportId, TEZOS_WALLET);
    const transfer = await getSandboxChainTransfer(db, exportId);
    expect(transfer?.tokenStandard).toBe('FA2');
    expect(transfer?.transactionHash).toMatch(/^o[1-9A-HJ-NP-Za-km-z]{50}$/);
  });

  it('gives the item back to its owner when the chain refuses the transfer', async () => {
    const refused = SANDBOX_REJECTING_WALLETS[0] as string;
    const { itemId, exportId } = await startExport('ethereum', refused);

    const states = await settledStates(exportId);

    expect(states.slice(-2)).toEqual(['ReturnItem', 'TransferRejected']);
    const { item, record, transfer, notices } = await outcome(itemId, exportId);
    expect(record).toMatchObject({ status: 'failed' });
    expect(record?.failure).toMatch(/^ChainTransferRejectedError/);
    expect(item).toMatchObject({ owner: owner.user.uuid, exportStatus: 'not_initiated' });
    expect(item?.exportId).toBeUndefined();
    expect(transfer).toBeUndefined();
    expect(notices).toBe(0);
  });

  it('ends without a transfer when the owner cancelled during the processing window', async () => {
    const { itemId, exportId } = await startExport('ethereum', ETHEREUM_WALLET);
    const cancelled = await owner.call('POST', cancelPath(itemId));
    // The 5 ms wait may already be over: the cancel or the transfer won, never both.
    const states = await settledStates(exportId);
    const { item, record, transfer, notices } = await outcome(itemId, exportId);
    if (cancelled.status === 200) {
      expect(states.at(-1)).toBe('Cancelled');
      expect(record?.status).toBe('cancelled');
      expect(item).toMatchObject({ owner: owner.user.uuid, exportStatus: 'not_initiated' });
      expect(transfer).toBeUndefined();
      expect(notices).toBe(0);
    } else {
      expect(cancelled.status).toBe(409);
      await expectExported(itemId, exportId, ETHEREUM_WALLET);
    }
  });

  for (const timing of ['before', 'after'] as const) {
    it(`reaches the same end when each task fails once ${timing} its work`, async () => {
      armFaults(timing);
      const { itemId, exportId } = await startExport('ethereum', ETHEREUM_WALLET);

      await settledStates(exportId);
      armFaults(undefined);

      expect(faultsOf(exportId).sort()).toEqual(['BeginTransfer', 'CompleteExport', 'Transfer']);
      await expectExported(itemId, exportId, ETHEREUM_WALLET);
    });

    it(`returns the item when the chain refuses and ReturnItem fails once ${timing} its work`, async () => {
      const refused = SANDBOX_REJECTING_WALLETS[0] as string;
      armFaults(timing);
      const { itemId, exportId } = await startExport('ethereum', refused);

      await settledStates(exportId);
      armFaults(undefined);

      // A refused transfer is no fault: it fails only when its injected fault comes before the chain answers.
      const transfer = timing === 'before' ? ['Transfer'] : [];
      expect(faultsOf(exportId).sort()).toEqual(['BeginTransfer', 'ReturnItem', ...transfer]);
      const { item, record } = await outcome(itemId, exportId);
      expect(record?.status).toBe('failed');
      expect(item).toMatchObject({ owner: owner.user.uuid, exportStatus: 'not_initiated' });
    });
  }
});
