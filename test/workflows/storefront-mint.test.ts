import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../functions/data/db';
import { getNft } from '../../functions/data/nft';
import { getOrder } from '../../functions/data/order';
import { getStorefrontNft } from '../../functions/data/storefront-nft';
import { storefrontMintOrderId } from '../../functions/domain/storefront/request-mint';
import { ManualClock } from '../../functions/lib/clock';
import { workflows } from '../../functions/workflows/registry';
import type { LocalRuntime } from '../../scripts/local-cloud/runtime';
import { STOREFRONT_MINTING_FEE_CENTS } from '../../shared/domain/constants';
import { defaultFlags } from '../../shared/domain/flags';
import { createTestRuntime } from '../integration/local-cloud/support';
import { balanceOf, fund } from '../integration/payment-service/support';
import { creator, draftBody, paths, usdMintBody } from '../integration/storefront/support';
import { createTestDb } from '../support/db';
import {
  armFaults,
  breakMinting,
  faultsOf,
  faultyStorefrontMintWorkflow,
} from './fixtures/storefront-mint-faults';

/** The real storefront-mint ASL, its steps failing once on demand; the other workflows as they are. */
const clock = new ManualClock('2026-06-01T12:00:00.000Z');
let db: Db;
let runtime: LocalRuntime;
beforeAll(async () => {
  db = await createTestDb();
  runtime = createTestRuntime(db, {
    clock,
    flags: { ...defaultFlags, storefrontEnabled: true, creatorsEnabled: true },
    workflows: workflows.map((workflow) =>
      workflow.name === 'storefront-mint' ? faultyStorefrontMintWorkflow : workflow,
    ),
    workflowWaitMs: 5,
  });
});
afterAll(() => runtime?.stop());

const executionArn = (uuid: string) =>
  `arn:aws:states:us-east-1:000000000000:execution:storefront-mint:storefront-mint-${uuid}`;

async function statesOf(uuid: string) {
  const run = await runtime.workflows.settled(executionArn(uuid));
  expect(run?.status).toBe('SUCCEEDED');
  const found = await runtime.workflows.getExecution(executionArn(uuid));
  return (found?.history ?? []).filter((event) => event.type === 'StateEntered').map((event) => event.state);
}

/** A creator with $100 of prepaid USD, a draft of theirs, and its mint requested (the fee from prepaid USD). */
async function requestMint(before: (uuid: string) => void = () => {}) {
  const user = await creator(runtime.deps, 'Mira Stone');
  await fund(runtime.deps, { kind: 'usd', userUuid: user.user.uuid }, 10_000);
  const draft = await user.call('POST', paths.nfts, draftBody());
  before(draft.body.uuid);
  const answer = await user.call('POST', paths.mint(draft.body.uuid), usdMintBody);
  expect(answer.body.status).toBe('minting');
  return { user, uuid: String(draft.body.uuid) };
}

describe('the storefront-mint workflow', () => {
  it('mints the catalog NFT once the fee is paid', async () => {
    const { user, uuid } = await requestMint();

    // The request may start the workflow before its charge ends: CheckPayment then waits a round.
    const states = await statesOf(uuid);
    expect(states[0]).toBe('CheckPayment');
    expect(states.at(-1)).toBe('Mint');
    expect(states).not.toContain('FailMint');

    expect(await getStorefrontNft(db, uuid)).toMatchObject({ status: 'minted', nftId: `storefront-${uuid}` });
    expect(await getNft(db, `storefront-${uuid}`)).toMatchObject({ quantity: 5, title: 'Harbour at dawn' });
    expect((await user.call('GET', paths.nft(uuid))).body.status).toBe('minted');
  }, 60_000);

  it('refunds the fee and ends mint_failed when minting fails for good', async () => {
    const { user, uuid } = await requestMint(breakMinting);

    expect((await statesOf(uuid)).slice(-2)).toEqual(['FailMint', 'MintFailed']);

    expect((await getStorefrontNft(db, uuid))?.status).toBe('mint_failed');
    expect((await getOrder(db, storefrontMintOrderId(uuid)))?.status).toBe('refunded');
    expect(await balanceOf(runtime.deps, { kind: 'usd', userUuid: user.user.uuid })).toBe(10_000);
  }, 60_000);

  for (const timing of ['before', 'after'] as const) {
    it(`reaches the same end when each step fails once ${timing} its work`, async () => {
      armFaults(timing);
      const { user, uuid } = await requestMint();

      await statesOf(uuid);
      armFaults(undefined);

      expect(faultsOf(uuid).sort()).toEqual(['check-payment', 'mint']);
      expect((await getStorefrontNft(db, uuid))?.status).toBe('minted');
      expect(await balanceOf(runtime.deps, { kind: 'usd', userUuid: user.user.uuid })).toBe(
        10_000 - STOREFRONT_MINTING_FEE_CENTS,
      );
    }, 60_000);

    it(`refunds once when the fail step fails once ${timing} its work`, async () => {
      armFaults(timing);
      const { user, uuid } = await requestMint(breakMinting);

      await statesOf(uuid);
      armFaults(undefined);

      expect(faultsOf(uuid)).toContain('fail');
      expect((await getStorefrontNft(db, uuid))?.status).toBe('mint_failed');
      expect(await balanceOf(runtime.deps, { kind: 'usd', userUuid: user.user.uuid })).toBe(10_000);
    }, 60_000);
  }
});
