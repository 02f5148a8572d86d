import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../functions/data/db';
import { getUser } from '../../../functions/data/user';
import type { Deps } from '../../../functions/lib/deps';
import { identitySandboxPage } from '../../../scripts/local-cloud/sandbox-pages/identity';
import { messages } from '../../../shared/domain/messages';
import { callApi } from '../../support/api';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { signedInUser } from './support';

let db: Db;
let deps: Deps;

beforeAll(async () => {
  db = await createTestDb();
  deps = createTestDeps(db).deps;
});

const path = '/api/withpersona/verification-config';
const statusOf = async (uuid: string) => (await getUser(db, uuid))?.verificationStatus;
const choose = (referenceId: string, outcome: string) =>
  identitySandboxPage(deps, { method: 'POST', referenceId, outcome });

describe('GET /withpersona/verification-config', () => {
  it('answers the sandbox config for the caller and moves not_initiated to created once', async () => {
    const alice = await signedInUser(deps);
    const answer = await alice.call('GET', path);

    expect(answer).toMatchObject({
      status: 200,
      body: { template_id: 'itmpl_sandbox', environment: 'sandbox', reference_id: alice.user.uuid },
    });
    expect(await statusOf(alice.user.uuid)).toBe('created');
  });

  it('leaves a later status as it is', async () => {
    const done = await signedInUser(deps, { verificationStatus: 'completed' });
    expect((await done.call('GET', path)).status).toBe(200);
    expect(await statusOf(done.user.uuid)).toBe('completed');
  });

  it('needs a session', async () => {
    expect((await callApi(deps, 'GET', path)).status).toBe(401);
  });
});

describe('the identity sandbox', () => {
  it('shows the three outcomes to choose from', async () => {
    const page = await identitySandboxPage(deps, { method: 'GET', referenceId: 'abc' });
    expect(page.status).toBe(200);
    for (const outcome of ['approved', 'declined', 'error'])
      expect(page.html).toContain(`value="${outcome}"`);
  });

  it('approved completes the verification, and a completed one stays completed', async () => {
    const alice = await signedInUser(deps);
    await alice.call('GET', path);

    expect((await choose(alice.user.uuid, 'approved')).html).toContain('data-status="completed"');
    expect(await statusOf(alice.user.uuid)).toBe('completed');
    await choose(alice.user.uuid, 'declined');
    expect(await statusOf(alice.user.uuid)).toBe('completed');
  });

  it('declined and error fail it with the message to try again; a retry can still pass', async () => {
    for (const outcome of ['declined', 'error']) {
      const bob = await signedInUser(deps);
      await bob.call('GET', path);

      const page = await choose(bob.user.uuid, outcome);

      expect(page.html).toContain('data-status="failed"');
      expect(page.html).toContain(messages.tryAgainLater);
      expect(await statusOf(bob.user.uuid)).toBe('failed');
      await choose(bob.user.uuid, 'approved');
      expect(await statusOf(bob.user.uuid)).toBe('completed');
    }
  });

  it('rejects an unknown outcome without touching the user', async () => {
    const carol = await signedInUser(deps);
    expect((await choose(carol.user.uuid, 'maybe')).status).toBe(400);
    expect(await statusOf(carol.user.uuid)).toBe('not_initiated');
  });
});
