import { beforeAll, describe, expect, it } from 'vitest';
import { getFraudCheck } from '../../functions/data/fraud-check';
import { SANDBOX_FRAUD_DECISIONS } from '../../functions/lib/adapters/sandbox-fraud';
import type { FraudSubject } from '../../functions/lib/ports/fraud';
import { AuctionType } from '../../shared/domain/enums';
import { type SignedInUser, signedInUser } from '../integration/account/support';
import { createAuction } from '../integration/bids/support';
import { waitFor } from '../integration/local-cloud/support';
import { putPackSale } from '../integration/purchases/support';
import { setUpWorkflowRuntime } from './support';

const local = setUpWorkflowRuntime();
const { clock } = local;

/** A pack on sale, and an auction on sale under the same id: checks are only for what a buyer could buy. */
let DROP: FraudSubject;
beforeAll(async () => {
  const { pack } = await putPackSale(local.runtime.deps, { quantity: 5, nftsPerPack: 1, editions: [5] });
  DROP = { kind: 'drop', id: pack.id };
  await createAuction(local.runtime.deps, pack.id, { auctionType: AuctionType.fixedPrice });
});
const path = (subject: FraudSubject) => `/api/payments/sift-order-decision/${subject.id}`;

/** A verified buyer whose e-mail carries the sandbox input (e.g. '+warn'). */
async function buyer(input = '') {
  const uuid = local.runtime.deps.newId().toLowerCase();
  return signedInUser(local.runtime.deps, { email: `buyer${input}.${uuid}@example.com` });
}

async function requestCheck(user: SignedInUser, subject: FraudSubject = DROP) {
  const answer = await user.call('POST', path(subject), {
    price: 25.5,
    drop: subject.kind === 'drop',
    action: 'buy',
  });
  expect(answer).toEqual({ status: 200, body: { is_decision_required: true } });
  const check = await getFraudCheck(local.db, user.user.uuid, subject);
  if (!check) throw new Error('no check recorded');
  return check;
}

const executionArn = (name: string) =>
  `arn:aws:states:us-east-1:000000000000:execution:fraud-decision:${name}`;

const decisionOf = (user: SignedInUser, subject: FraudSubject = DROP) =>
  user.call('GET', `${path(subject)}?drop=${subject.kind === 'drop'}`);

/** Runs the check to its end and answers what the web's poll reads then. */
async function settledDecision(user: SignedInUser, execution: string) {
  const run = await local.runtime.workflows.settled(executionArn(execution));
  expect(run?.status).toBe('SUCCEEDED');
  return decisionOf(user);
}

async function pollsOf(execution: string) {
  const found = await local.runtime.workflows.getExecution(executionArn(execution));
  return (found?.history ?? []).filter(
    (event) => event.type === 'StateEntered' && event.state === 'PollDecision',
  ).length;
}

describe('the fraud-decision workflow', () => {
  it('accepts an order the provider decides late once polled, reporting the price, action and buyer to it', async () => {
    const alice = await buyer('+late');
    const check = await requestCheck(alice);
    expect(check).toMatchObject({ status: 'pending', priceCents: 2550, action: 'buy', subject: DROP });

    const answer = await settledDecision(alice, check.execution);

    expect(answer.body).toEqual({ status: 'decided', decision: SANDBOX_FRAUD_DECISIONS.accept });
    expect(await pollsOf(check.execution)).toBe(1);
    const recorded = await getFraudCheck(local.db, alice.user.uuid, DROP);
    expect(recorded).toMatchObject({
      status: 'decided',
      reference: `sandbox_accept_${check.checkId}`,
      finishedAt: '2026-06-01T12:00:00.000Z',
    });
  });

  it('answers late warn and block decisions, which the web lets the buyer continue past', async () => {
    for (const category of ['warn', 'block'] as const) {
      const user = await buyer(`+late+${category}`);
      const check = await requestCheck(user);
      const answer = await settledDecision(user, check.execution);
      expect(answer.body).toEqual({ status: 'decided', decision: SANDBOX_FRAUD_DECISIONS[category] });
      expect(answer.body.decision.category).toBe(category);
    }
  });

  it('records an error when the provider fails; the web then cancels', async () => {
    const bob = await buyer('+fraud-error');
    const check = await requestCheck(bob);

    const answer = await settledDecision(bob, check.execution);

    expect(answer.body).toEqual({ status: 'error', decision: null });
    const recorded = await getFraudCheck(local.db, bob.user.uuid, DROP);
    expect(recorded?.failure).toContain('+fraud-error');
  });

  it('ends a check still undecided after 120 s in error, as the web gives up polling', async () => {
    const carol = await buyer('+slow');
    const check = await requestCheck(carol);
    await waitFor('a few polls', async () => (await pollsOf(check.execution)) >= 2);

    clock.advance(119_000);
    expect((await decisionOf(carol)).body).toEqual({ status: 'pending', decision: null });
    clock.advance(1_000);
    const answer = await settledDecision(carol, check.execution);

    expect(answer.body).toEqual({ status: 'error', decision: null });
    // The run recorded it, not only the read: the check is final.
    const recorded = await getFraudCheck(local.db, carol.user.uuid, DROP);
    expect(recorded).toMatchObject({ status: 'error', finishedAt: '2026-06-01T12:02:00.000Z' });
    expect(recorded?.failure).toMatch(/^FraudDecisionTimeout: /);
  });

  it('starts a fresh check on a repeated request; the replaced run stops without writing', async () => {
    const dave = await buyer('+slow');
    const first = await requestCheck(dave);
    await waitFor('a poll of the first check', async () => (await pollsOf(first.execution)) >= 1);

    const second = await requestCheck(dave);

    expect(second.checkId).not.toBe(first.checkId);
    expect(second.execution).not.toBe(first.execution);
    expect((await local.runtime.workflows.settled(executionArn(first.execution)))?.status).toBe('SUCCEEDED');
    expect(await getFraudCheck(local.db, dave.user.uuid, DROP)).toMatchObject({
      checkId: second.checkId,
      status: 'pending',
    });
    clock.advance(120_000);
    expect((await settledDecision(dave, second.execution)).body.status).toBe('error');
  });

  it('keeps checks apart per subject: a drop and an auction of the same id', async () => {
    const erin = await buyer('+late+block');
    const auction: FraudSubject = { kind: 'auction', id: DROP.id };
    const check = await requestCheck(erin, auction);
    await local.runtime.workflows.settled(executionArn(check.execution));

    expect((await decisionOf(erin, auction)).body.decision.category).toBe('block');
    expect((await decisionOf(erin, DROP)).status).toBe(404);
  });
});
