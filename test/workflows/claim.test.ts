import { describe, expect, it } from 'vitest';
import type { Db } from '../../functions/data/db';
import { claimOrderId, getClaim } from '../../functions/data/external-claim';
import { getNftItem, platformEdition } from '../../functions/data/nft-item';
import { listPendingEvents } from '../../functions/data/outbox-event';
import { listHistory } from '../../functions/data/ownership-history';
import { CLAIM_WORKFLOW, claimExecutionName } from '../../functions/domain/claims/external/claim-workflow';
import { transferItem } from '../../functions/domain/collection/transfer-item';
import { NotificationType } from '../../shared/domain/enums';
import { signedInUser } from '../integration/account/support';
import { putClaimableNft, saleWithClaim } from '../integration/claims/external-claims-support';
import { crashingDb } from '../support/faults';
import { settledStates, setUpWorkflowRuntime } from './support';

const local = setUpWorkflowRuntime();

type Command = { input?: unknown };
type TransactItems = Record<
  string,
  {
    Key?: { pk?: string };
    Item?: { pk?: string; sk?: string };
    ExpressionAttributeValues?: Record<string, unknown>;
  }
>[];
const transactItemsOf = (command: Command) =>
  ((command.input as { TransactItems?: TransactItems } | undefined)?.TransactItems ?? []).flatMap((item) =>
    Object.values(item),
  );

/** A write of the claim record setting `value` under the placeholder `name` (the step's own write). */
const claimWrite = (name: string, value?: unknown) => (command: Command) =>
  transactItemsOf(command).some(
    (write) =>
      write.Key?.pk?.startsWith('EXTERNAL_CLAIM#') &&
      write.ExpressionAttributeValues !== undefined &&
      name in write.ExpressionAttributeValues &&
      (value === undefined || write.ExpressionAttributeValues[name] === value),
  );

/** The transfer of an edition: its history entry is written with it. */
const editionTransfer = (command: Command) =>
  transactItemsOf(command).some((write) => write.Item?.sk?.startsWith('HISTORY#'));

/** The write each task makes, for failing it once. */
const taskWrites = {
  CheckClaim: claimWrite(':state', 'claiming'),
  ReserveEditions: claimWrite(':editions'),
  TransferEditions: editionTransfer,
  CompleteClaim: claimWrite(':state', 'claimed'),
  FailClaim: claimWrite(':state', 'failed'),
};

/** Runs `during` with the table failing the first write that matches (before it lands, or after, answer lost). */
async function withCrash<T>(
  matches: (command: Command) => boolean,
  when: 'before' | 'after',
  during: () => Promise<T>,
) {
  const real: Db = local.runtime.deps.db;
  let crashed = false;
  const crashing = crashingDb(
    real,
    (command) => {
      const hit = !crashed && matches(command);
      if (hit) crashed = true;
      return hit;
    },
    when,
  );
  local.runtime.deps.db = crashing;
  try {
    const result = await during();
    expect(crashed).toBe(true);
    return result;
  } finally {
    local.runtime.deps.db = real;
  }
}

/** A buyer with a claim of `quantity` editions of a fresh NFT of `editions` editions. */
async function claimOfBuyer(quantity: number, editions = 10) {
  const { deps } = local.runtime;
  const nft = await putClaimableNft(deps, editions);
  const buyer = await signedInUser(deps);
  const token = await saleWithClaim(deps, buyer.user.email.toUpperCase(), [{ nftId: nft.id, quantity }]);
  const executionArn = `arn:aws:states:us-east-1:000000000000:execution:${CLAIM_WORKFLOW}:${claimExecutionName({ token, userUuid: buyer.user.uuid })}`;
  const submit = () => buyer.call('POST', `/api/claims/${token}/submit`, {});
  return { nft, buyer, token, executionArn, submit };
}

async function notificationsOf(userUuid: string) {
  return (await listPendingEvents(local.db, 1000)).filter(
    (event) =>
      event.type === 'NotificationRequested' &&
      event.detail.user_uuid === userUuid &&
      event.detail.notification_type === NotificationType.nftClaimed,
  );
}

/** The claim's editions each belong to the buyer once, in their history once, none locked; one notification. */
async function expectClaimed(token: string, userUuid: string, quantity: number) {
  const claim = await getClaim(local.db, token);
  expect(claim?.state).toBe('claimed');
  const ids = claim?.editions.map((edition) => edition.itemId) ?? [];
  expect(new Set(ids).size).toBe(quantity);
  for (const id of ids) {
    const item = await getNftItem(local.db, id);
    expect(item?.owner).toBe(userUuid);
    expect(item?.lockedForOrder).toBeUndefined();
    expect(item?.acquisition).toMatchObject({ how: 'claim', orderId: claimOrderId(token) });
  }
  const history = await listHistory(local.db, userUuid);
  expect(history.map((entry) => entry.nftItem.id).sort()).toEqual([...ids].sort());
  expect(history.every((entry) => entry.isExternalOrder && !entry.isGift)).toBe(true);
  expect(await notificationsOf(userUuid)).toHaveLength(1);
}

describe('the claim workflow', () => {
  it('gives the order’s editions to the buyer, marks the claim claimed and notifies, once', async () => {
    const { buyer, token, executionArn, submit } = await claimOfBuyer(3);

    const [first, twin] = await Promise.all([submit(), submit()]);

    expect([first.status, twin.status]).toEqual([202, 202]);
    expect(await settledStates(local.runtime, executionArn)).toEqual([
      'CheckClaim',
      'IsClaimable',
      'ReserveEditions',
      'TransferEditions',
      'CompleteClaim',
      'Claimed',
    ]);
    await expectClaimed(token, buyer.user.uuid, 3);
    const read = await buyer.call('GET', `/api/claims/${token}`);
    expect(read.body).toMatchObject({ status: 2, claimed_status: 2, state: 'claimed' });
    const again = await submit();
    expect(again.status).toBe(409);
  });

  for (const [task, matches] of Object.entries(taskWrites).filter(([task]) => task !== 'FailClaim')) {
    for (const when of ['before', 'after'] as const) {
      it(`ends the same when ${task} fails once ${when} its write`, async () => {
        const { buyer, token, executionArn, submit } = await claimOfBuyer(2);

        await withCrash(matches, when, async () => {
          expect((await submit()).status).toBe(202);
          const run = await local.runtime.workflows.settled(executionArn);
          expect(run?.status).toBe('SUCCEEDED');
        });

        await expectClaimed(token, buyer.user.uuid, 2);
      });
    }
  }

  it('leaves the claim pending when the claimer is not the buyer', async () => {
    const { token } = await claimOfBuyer(1);
    const stranger = await signedInUser(local.runtime.deps);
    const input = { token, userUuid: stranger.user.uuid };

    const { executionArn } = await local.runtime.workflows.start(
      CLAIM_WORKFLOW,
      input,
      claimExecutionName(input),
    );

    expect((await settledStates(local.runtime, executionArn)).at(-1)).toBe('Refused');
    expect((await getClaim(local.db, token))?.state).toBe('pending');
  });

  for (const when of [undefined, 'before', 'after'] as const) {
    it(`fails the claim when the editions ran out, releasing what it held${when ? ` (FailClaim failing once ${when})` : ''}`, async () => {
      const { deps } = local.runtime;
      const { nft, buyer, token, executionArn, submit } = await claimOfBuyer(2, 2);
      // Edition 1 went to someone else after the sale.
      const other = await signedInUser(deps);
      await transferItem(deps.db, {
        nft,
        item: platformEdition(nft, 1),
        to: other.user.uuid,
        how: 'buy',
        orderId: 'elsewhere',
        lineItem: null,
        transferId: deps.newId(),
        now: deps.clock.now(),
      });

      const run = async () => {
        expect((await submit()).status).toBe(202);
        return local.runtime.workflows.settled(executionArn);
      };
      const execution = when ? await withCrash(taskWrites.FailClaim, when, run) : await run();

      expect(execution?.status).toBe('FAILED');
      const claim = await getClaim(local.db, token);
      expect(claim?.state).toBe('failed');
      expect((await getNftItem(local.db, `${nft.id}-2`))?.lockedForOrder).toBeUndefined();
      expect(await listHistory(local.db, buyer.user.uuid)).toEqual([]);
      const read = await buyer.call('GET', `/api/claims/${token}`);
      expect(read.body).toMatchObject({ status: 3, state: 'failed' });
      expect((await submit()).status).toBe(409);
    });
  }
});
