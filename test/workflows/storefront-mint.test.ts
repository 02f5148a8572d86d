import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../functions/data/db';
import { getNft } from '../../functions/data/nft';
import { getOrder } from '../../functions/data/order';
import { getStorefrontNft } from '../../functions/data/storefront-nft';
import { storefrontMintOrderId } from '../../functions/domain/storefront/request-mint';
import {
  getSandboxNftMint,
  SANDBOX_REJECTED_MINT_TITLE,
} from '../../functions/lib/adapters/sandbox-nft-minter';
import { ManualClock } from '../../functions/lib/clock';
import type { MintedToken } from '../../functions/lib/ports/nft-minter';
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

/**
 * The real storefront-mint ASL, its steps failing once on demand; the other workflows as they are. The sandbox
 * minter is watched: each mint's reference and answer, and a mint whose answer is lost once on demand.
 */
const clock = new ManualClock('2026-06-01T12:00:00.000Z');
let db: Db;
let runtime: LocalRuntime;
const mints: { reference: string; token: MintedToken }[] = [];
const losingAnswer = new Set<string>();
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
  const sandboxMinter = runtime.deps.nftMinter;
  runtime.deps.nftMinter = {
    async mint(mint) {
      const token = await sandboxMinter.mint(mint);
      mints.push({ reference: mint.reference, token });
      if (losingAnswer.delete(mint.reference)) throw new Error('the custody service answer was lost');
      return token;
    },
  };
});
afterAll(() => runtime?.stop());

const mintsOf = (uuid: string) => mints.filter((mint) => mint.reference === uuid);

const executionArn = (uuid: string) =>
  `arn:aws:states:us-east-1:000000000000:execution:storefront-mint:storefront-mint-${uuid}`;

async function historyOf(uuid: string) {
  const run = await runtime.workflows.settled(executionArn(uuid));
  expect(run?.status).toBe('SUCCEEDED');
  return (await runtime.workflows.getExecution(executionArn(uuid)))?.history ?? [];
}

async function statesOf(uuid: string) {
  return (await historyOf(uuid)).filter((event) => event.type === 'StateEntered').map((event) => event.state);
}

/** The minted NFT carries the chain's one token for it: the storefront NFT, the catalog NFT and the sandbox's record. */
async function expectOneToken(uuid: string) {
  const tokens = mintsOf(uuid).map((mint) => mint.token);
  expect(tokens.length).toBeGreaterThan(0);
  expect(new Set(tokens.map((token) => JSON.stringify(token))).size).toBe(1);
  const [token] = tokens;
  expect(token?.contractAddress).toMatch(/^0x[0-9a-f]{40}$/);
  expect((await getStorefrontNft(db, uuid))?.chainToken).toEqual(token);
  expect((await getNft(db, `storefront-${uuid}`))?.chainToken).toEqual(token);
  expect(await getSandboxNftMint(db, uuid)).toMatchObject({ ...token, reference: uuid, editions: 5 });
}

/** A creator with $100 of prepaid USD, a draft of theirs, and its mint requested (the fee from prepaid USD). */
async function requestMint(before: (uuid: string) => void = () => {}, extra: Record<string, unknown> = {}) {
  const user = await creator(runtime.deps, 'Mira Stone');
  await fund(runtime.deps, { kind: 'usd', userUuid: user.user.uuid }, 10_000);
  const drafted = await user.call('POST', paths.nfts, draftBody(user.creatorId, extra));
  before(drafted.body.uuid);
  const answer = await user.call('POST', paths.mint(drafted.body.uuid), usdMintBody);
  expect(answer.body.status).toBe('minting');
  return { user, uuid: String(drafted.body.uuid) };
}

/** A draft the sandbox minter refuses (README: sandbox inputs). */
const refusedDraft = () => ({ title: SANDBOX_REJECTED_MINT_TITLE });

const paidFeeBalance = 10_000 - STOREFRONT_MINTING_FEE_CENTS;

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
    expect(mintsOf(uuid)).toHaveLength(1);
    await expectOneToken(uuid);
  }, 60_000);

  it('refunds the fee once and keeps why when the chain refuses the mint', async () => {
    const { user, uuid } = await requestMint(undefined, refusedDraft());

    const history = await historyOf(uuid);
    const states = history.filter((event) => event.type === 'StateEntered').map((event) => event.state);
    expect(states.slice(-3)).toEqual(['Mint', 'FailMint', 'MintFailed']);
    // A refusal is final: the Mint state never retries it.
    expect(history.filter((event) => event.type === 'StateRetried' && event.state === 'Mint')).toEqual([]);

    const record = await getStorefrontNft(db, uuid);
    expect(record).toMatchObject({ status: 'mint_failed', nftId: null, chainToken: null });
    expect(record?.mintFailure).toContain(SANDBOX_REJECTED_MINT_TITLE);
    expect(await getSandboxNftMint(db, uuid)).toBeUndefined();
    expect(await getNft(db, `storefront-${uuid}`)).toBeUndefined();
    expect((await getOrder(db, storefrontMintOrderId(uuid)))?.status).toBe('refunded');
    expect(await balanceOf(runtime.deps, { kind: 'usd', userUuid: user.user.uuid })).toBe(10_000);
  }, 60_000);

  it('mints once on the chain when the mint step is retried after the mint', async () => {
    const { user, uuid } = await requestMint((uuid) => losingAnswer.add(uuid));

    const history = await historyOf(uuid);
    expect(history.filter((event) => event.type === 'StateRetried' && event.state === 'Mint')).toHaveLength(
      1,
    );
    // The retry asked again with the same reference and got the first mint's token.
    expect(mintsOf(uuid)).toHaveLength(2);
    await expectOneToken(uuid);
    expect((await getStorefrontNft(db, uuid))?.status).toBe('minted');
    expect(await balanceOf(runtime.deps, { kind: 'usd', userUuid: user.user.uuid })).toBe(paidFeeBalance);
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
      await expectOneToken(uuid);
      expect(await balanceOf(runtime.deps, { kind: 'usd', userUuid: user.user.uuid })).toBe(paidFeeBalance);
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

    it(`refunds a refused mint once when each step fails once ${timing} its work`, async () => {
      armFaults(timing);
      const { user, uuid } = await requestMint(undefined, refusedDraft());

      expect((await statesOf(uuid)).slice(-2)).toEqual(['FailMint', 'MintFailed']);
      armFaults(undefined);

      // The refusal itself is thrown before any 'after' fault: only 'before' fails the mint step once.
      expect(faultsOf(uuid).sort()).toEqual(
        timing === 'before' ? ['check-payment', 'fail', 'mint'] : ['check-payment', 'fail'],
      );
      const record = await getStorefrontNft(db, uuid);
      expect(record?.status).toBe('mint_failed');
      expect(record?.mintFailure).toContain(SANDBOX_REJECTED_MINT_TITLE);
      expect(await balanceOf(runtime.deps, { kind: 'usd', userUuid: user.user.uuid })).toBe(10_000);
    }, 60_000);
  }
});
