import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listDeadLetters } from '../../../functions/data/dead-letter';
import { newQueueMessage, putQueueMessage } from '../../../functions/data/queue-message';
import { queues } from '../../../functions/events/queues';
import type { MetricCount } from '../../../functions/lib/adapters/counting-metrics';
import { createLogger } from '../../../functions/lib/logger';
import { businessMetrics } from '../../../functions/lib/metrics/business-metrics';
import { type LocalCloud, startLocalCloud } from '../../../scripts/local-cloud/cloud';
import { createTestDb, dynamoEndpoint } from '../../support/db';
import { signedInUser } from '../account/support';
import { saveCard } from '../payment-service/support';
import { TEST_CARDS } from '../payments/support';
import { cardBody, putFraudDecision, putPackSale } from '../purchases/support';
import { waitFor } from './support';

/**
 * Issue 17: the business metrics counted where the outcome becomes true, read back from the local cloud's ops
 * views, for a purchase (and the sold-out answer after it), a card decline and a dead letter.
 */
let cloud: LocalCloud;

beforeAll(async () => {
  const db = await createTestDb();
  cloud = await startLocalCloud({
    port: 0,
    dynamoEndpoint: dynamoEndpoint(),
    tableName: db.tableName,
    seed: false,
    webDir: '/nonexistent',
    logger: createLogger({ test: true }, 'error', () => {}),
    pollIntervalMs: 50,
  });
});

afterAll(() => cloud?.stop());

const metrics = async (): Promise<MetricCount[]> => (await fetch(`${cloud.url}/dev/metrics.json`)).json();

/** The count of `name` with exactly these dimensions (0 when never counted). */
const countOf = (counts: MetricCount[], name: string, dimensions: Record<string, string> = {}) =>
  counts.find(
    (entry) => entry.name === name && JSON.stringify(entry.dimensions) === JSON.stringify(dimensions),
  )?.count ?? 0;

async function post(path: string, userUuid: string, body: unknown, headers: Record<string, string> = {}) {
  const token = await cloud.deps.sessions.issueIdToken({ uuid: userUuid, emailVerified: true });
  const answer = await fetch(`${cloud.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
    body: JSON.stringify(body),
  });
  return { status: answer.status, body: await answer.json() };
}

const newBuyer = async () => (await signedInUser(cloud.deps)).user.uuid;

describe('business metrics on the local cloud', () => {
  it('counts a purchase, a sold-out answer, a decline and a dead letter, and shows them on /dev/ops', async () => {
    expect(await metrics()).toEqual([]);

    // A purchase of the pack's only unit, then a second buyer answered sold out.
    const { pack } = await putPackSale(cloud.deps, { quantity: 1, nftsPerPack: 1, editions: [1] });
    const [first, second] = [await newBuyer(), await newBuyer()];
    for (const buyer of [first, second]) {
      await saveCard(cloud.deps, buyer);
      await putFraudDecision(cloud.deps, buyer, pack);
    }
    const bought = await post(`/api/payments/card_checkout/${pack.id}`, first, cardBody(pack), {
      'idempotency-key': `metrics-${first}`,
    });
    expect(bought).toMatchObject({ status: 200, body: { status: 'success' } });
    const soldOut = await post(`/api/payments/card_checkout/${pack.id}`, second, cardBody(pack), {
      'idempotency-key': `metrics-${second}`,
    });
    expect(soldOut).toMatchObject({ status: 409, body: { code: 'sold_out' } });

    // A card the bank declines, added through the sandbox's hosted fields and the API.
    const tokenized = await fetch(`${cloud.url}/sandbox/cards/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ number: TEST_CARDS.declined, expiry_month: 12, expiry_year: 2030, cvv: '123' }),
    });
    expect(tokenized.status).toBe(201);
    const { token } = await tokenized.json();
    const declined = await post('/api/payments/add-payment-method', second, {
      token,
      name: 'Ada Lovelace',
      country: 'US',
      zipCode: '10001',
      redirect_uri: '/app/account/payment-methods',
      action: 'card',
    });
    expect(declined).toMatchObject({ status: 400, body: { code: 'card_declined' } });

    // A message no consumer can read, on its last receive (the four before it left it so): the mailer's
    // consumer fails it once more and the queue dead-letters it.
    const queue = queues.mailer;
    const sentAt = new Date().toISOString();
    const poison = newQueueMessage(queue.name, cloud.deps.newId(), 'not an event', sentAt);
    await putQueueMessage(cloud.deps.db, {
      ...poison,
      receiveCount: queue.maxReceiveCount - 1,
      firstReceivedAt: sentAt,
    });
    await waitFor('the dead letter', async () =>
      (await listDeadLetters(cloud.deps.db)).find(
        (letter) => (letter.payload as { messageId?: string }).messageId === poison.messageId,
      ),
    );

    const counts = await metrics();
    expect(countOf(counts, businessMetrics.purchaseCompleted, { kind: 'pack' })).toBe(1);
    expect(countOf(counts, businessMetrics.soldOutAnswer)).toBe(1);
    expect(countOf(counts, businessMetrics.paymentDeclined)).toBe(1);
    expect(countOf(counts, businessMetrics.deadLetter, { source: queue.name })).toBe(1);

    const page = await (await fetch(`${cloud.url}/dev/ops`)).text();
    const section = page.slice(page.indexOf('Metrics since start'), page.indexOf('Workflow executions'));
    for (const name of [
      businessMetrics.purchaseCompleted,
      businessMetrics.soldOutAnswer,
      businessMetrics.paymentDeclined,
      businessMetrics.deadLetter,
    ])
      expect(section).toContain(`<td>${name}</td>`);
  });
});
