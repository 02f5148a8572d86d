import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Db, put, transactWrite } from '../../functions/data/db';
import { getTransactionReport } from '../../functions/data/transaction-report';
import { userKey } from '../../functions/data/user';
import { localMedia } from '../../functions/lib/adapters/local-media';
import { ManualClock } from '../../functions/lib/clock';
import { workflows } from '../../functions/workflows/registry';
import type { LocalRuntime } from '../../scripts/local-cloud/runtime';
import { messages } from '../../shared/domain/messages';
import { signedInUser } from '../integration/account/support';
import { createTestRuntime } from '../integration/local-cloud/support';
import type { ApiAnswer } from '../support/api';
import { createTestDb } from '../support/db';

let db: Db;
let runtime: LocalRuntime;
const clock = new ManualClock('2026-06-01T12:00:00.000Z');
const mediaDir = mkdtempSync(join(tmpdir(), 'report-media-'));
// Reports are private: read through their signed URL, on the test's clock.
const media = localMedia(mediaDir, { nowMs: () => clock.now().getTime() });

beforeAll(async () => {
  db = await createTestDb();
  runtime = createTestRuntime(db, { clock, workflows, media });
});

afterAll(() => runtime.stop());

beforeEach(() => clock.set('2026-06-01T12:00:00.000Z'));

const HEADER = 'Date,Type,Item,Edition,Amount (USD),Payment method,Reference';
const executionArn = (uuid: string, year: number, day: string) =>
  `arn:aws:states:us-east-1:000000000000:execution:transaction-report:transaction-report-${uuid}-${year}-${day}`;
function fileOf(url: string): string {
  const read = media.readSigned(new URL(url, 'http://localhost'), clock.now().getTime());
  if ('refused' in read) throw new Error(`signed URL refused: ${read.refused}`);
  return readFileSync(read.file, 'utf8');
}
/** The file a signed URL names (its query, the expiry and signature, changes with each answer). */
const pathOf = (url: string) => new URL(url, 'http://localhost').pathname;

/** Polls as the client does, letting the runner finish the execution in between. */
async function reportOf(
  call: (method: string, path: string) => Promise<ApiAnswer>,
  year: number,
  arn: string,
) {
  const first = await call('GET', `/api/user/transaction-report/${year}`);
  expect(first).toMatchObject({ status: 200, body: { status: 'pending', url: null } });
  const execution = await runtime.workflows.settled(arn);
  expect(execution?.status).toBe('SUCCEEDED');
  return call('GET', `/api/user/transaction-report/${year}`);
}

describe('the transaction-report workflow', () => {
  it('writes a header-only CSV when the user has no transactions, then answers its URL', async () => {
    const alice = await signedInUser(runtime.deps);
    const answer = await reportOf(alice.call, 2026, executionArn(alice.user.uuid, 2026, '2026-06-01'));

    expect(answer.body).toEqual({
      status: 'completed',
      url: expect.stringMatching(
        /^\/private-media\/reports\/[0-9a-f]{32}\/transactions-2026\.csv\?expires=\d+&signature=[\w-]+$/,
      ),
    });
    expect(fileOf(answer.body.url)).toBe(`${HEADER}\r\n`);
  });

  it("lists the year's transactions only, oldest first, with CSV quoting; a past year's file is final", async () => {
    const bob = await signedInUser(runtime.deps);
    const row = (occurredAt: string, title: string, amountCents: number) =>
      put(db, {
        pk: userKey(bob.user.uuid).pk,
        sk: `TRANSACTION#${occurredAt}#${title}`,
        occurredAt,
        kind: 'buy',
        title,
        edition: 7,
        amountCents,
        paymentMethod: 'card',
        reference: 'order-1',
      });
    await transactWrite(db, [
      row('2025-03-02T10:00:00.000Z', 'Sunset, "golden"', 12_550),
      row('2025-01-15T09:00:00.000Z', 'Dawn', 100),
      row('2024-12-31T23:59:59.000Z', 'Last year', 999),
    ]);

    const answer = await reportOf(bob.call, 2025, executionArn(bob.user.uuid, 2025, '2026-06-01'));

    expect(fileOf(answer.body.url)).toBe(
      `${HEADER}\r\n2025-01-15T09:00:00.000Z,buy,Dawn,7,1.00,card,order-1\r\n` +
        '2025-03-02T10:00:00.000Z,buy,"Sunset, ""golden""",7,125.50,card,order-1\r\n',
    );
    // A past year's report is final: the next day answers the same file without a new run.
    clock.advance(24 * 3600 * 1000);
    const nextDay = await bob.call('GET', '/api/user/transaction-report/2025');
    expect(nextDay.body.status).toBe('completed');
    expect(pathOf(nextDay.body.url)).toBe(pathOf(answer.body.url));
  });

  it("rewrites the current year's report on a new day, and the report record is the caller's own", async () => {
    const carol = await signedInUser(runtime.deps);
    const first = await reportOf(carol.call, 2026, executionArn(carol.user.uuid, 2026, '2026-06-01'));
    clock.set('2026-06-02T08:00:00.000Z');

    const second = await reportOf(carol.call, 2026, executionArn(carol.user.uuid, 2026, '2026-06-02'));

    expect(pathOf(second.body.url)).not.toBe(pathOf(first.body.url));
    expect((await getTransactionReport(db, carol.user.uuid, 2026))?.generatedOn).toBe('2026-06-02');
    const dave = await signedInUser(runtime.deps);
    expect(await getTransactionReport(db, dave.user.uuid, 2026)).toBeUndefined();
  });

  it('rejects a future or malformed year', async () => {
    const erin = await signedInUser(runtime.deps);
    for (const year of ['2027', 'abc', '1999']) {
      const answer = await erin.call('GET', `/api/user/transaction-report/${year}`);
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual([{ field: 'year', message: messages.invalidYear }]);
    }
  });
});
