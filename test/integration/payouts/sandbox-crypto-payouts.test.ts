import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../functions/data/db';
import { listSentMessages } from '../../../functions/data/sent-message';
import {
  activateSandboxRecipient,
  SANDBOX_CRYPTO_FAILURES,
  SANDBOX_CRYPTO_PAYOUTS,
  SANDBOX_INVITATION_SUBJECT,
  sandboxCryptoPayouts,
  setSandboxRecipientStatus,
} from '../../../functions/lib/adapters/sandbox-crypto-payouts';
import { sandboxMailer } from '../../../functions/lib/adapters/sandbox-mailer';
import { ManualClock } from '../../../functions/lib/clock';
import { newId } from '../../../functions/lib/ids';
import type { MailerPort, OutgoingMessage } from '../../../functions/lib/ports/mailer';
import type { CryptoPayoutsPort } from '../../../functions/lib/ports/payouts';
import { sandboxPages } from '../../../scripts/local-cloud/sandbox-pages';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';

const SITE_URL = 'http://localhost:4000';

let db: Db;
beforeAll(async () => {
  db = await createTestDb();
});

function setup(mailer?: MailerPort) {
  const clock = new ManualClock('2026-06-01T12:00:00.000Z');
  const sent: OutgoingMessage[] = [];
  const recording: MailerPort = mailer ?? { send: async (message) => void sent.push(message) };
  return { clock, sent, payouts: sandboxCryptoPayouts(db, clock, recording, { SITE_URL }) };
}

const invite = (payouts: CryptoPayoutsPort, reference = newId()) =>
  payouts.inviteRecipient({
    reference,
    email: `${reference.toLowerCase()}@example.com`,
    label: 'Collectibles',
  });

async function activeRecipient(payouts: CryptoPayoutsPort) {
  const recipient = await invite(payouts);
  await activateSandboxRecipient(db, recipient.id);
  return recipient.id;
}

describe('the crypto payouts sandbox: recipients', () => {
  it('invites once per reference and e-mails the invitation link once', async () => {
    const { payouts, sent } = setup();
    const reference = newId();
    const recipient = await invite(payouts, reference);
    expect(recipient).toEqual({ id: expect.any(String), status: 'invited' });
    expect(await invite(payouts, reference)).toEqual(recipient);
    expect(sent).toEqual([
      {
        channel: 'email',
        to: `${reference.toLowerCase()}@example.com`,
        subject: SANDBOX_INVITATION_SUBJECT,
        body: expect.stringContaining(`${SITE_URL}/sandbox/payouts/recipients/${recipient.id}`),
      },
    ]);
    expect(await payouts.getRecipient(recipient.id)).toEqual(recipient);
    expect(await payouts.getRecipient('no-such-recipient')).toBeNull();
  });

  it('sends the invitation again when the first e-mail was lost', async () => {
    let failNext = true;
    const delivered: OutgoingMessage[] = [];
    const { payouts } = setup({
      send: async (message) => {
        if (failNext) {
          failNext = false;
          throw new Error('mail service down');
        }
        delivered.push(message);
      },
    });
    const reference = newId();
    await expect(invite(payouts, reference)).rejects.toThrow(/mail service down/);
    await invite(payouts, reference);
    await invite(payouts, reference);
    expect(delivered).toHaveLength(1);
  });

  it('lands the invitation in the sandbox outbox through the sandbox mailer', async () => {
    const clock = new ManualClock('2026-06-01T12:00:00.000Z');
    const payouts = sandboxCryptoPayouts(db, clock, sandboxMailer(db, clock, newId), { SITE_URL });
    const recipient = await invite(payouts);
    const invitations = (await listSentMessages(db)).filter((message) =>
      message.body.includes(`/sandbox/payouts/recipients/${recipient.id}`),
    );
    expect(invitations).toEqual([expect.objectContaining({ subject: SANDBOX_INVITATION_SUBJECT })]);
  });

  it('activates an invited recipient only; other statuses are set as the provider would', async () => {
    const { payouts } = setup();
    const recipient = await invite(payouts);
    expect(await activateSandboxRecipient(db, recipient.id)).toEqual({ id: recipient.id, status: 'active' });
    expect(await activateSandboxRecipient(db, recipient.id)).toEqual({ id: recipient.id, status: 'active' });
    expect(await setSandboxRecipientStatus(db, recipient.id, 'paused')).toEqual({
      id: recipient.id,
      status: 'paused',
    });
    expect(await activateSandboxRecipient(db, recipient.id)).toEqual({ id: recipient.id, status: 'paused' });
    expect(await payouts.getRecipient(recipient.id)).toEqual({ id: recipient.id, status: 'paused' });
    expect(await activateSandboxRecipient(db, 'no-such-recipient')).toBeNull();
    expect(await setSandboxRecipientStatus(db, 'no-such-recipient', 'active')).toBeNull();
  });
});

describe('the crypto payouts sandbox: payouts', () => {
  it('pays an active recipient once per reference; the next status check completes it', async () => {
    const { payouts, clock } = setup();
    const recipientId = await activeRecipient(payouts);
    const reference = newId();
    expect(await payouts.findPayout(reference)).toBeNull();
    const sent = await payouts.sendPayout({ reference, amountCents: 2500, recipientId, coin: 'BTC' });
    expect(sent).toEqual({ id: expect.any(String), status: 'pending', failure: null });
    expect(await payouts.sendPayout({ reference, amountCents: 9900, recipientId, coin: 'LTC' })).toEqual(
      sent,
    );
    clock.advance(60_000);
    const completed = { id: sent.id, status: 'completed', failure: null };
    expect(await payouts.findPayout(reference)).toEqual(completed);
    // Never returned, however long after.
    clock.advance(30 * 24 * 60 * 60_000);
    expect(await payouts.findPayout(reference)).toEqual(completed);
    expect(await payouts.sendPayout({ reference, amountCents: 2500, recipientId, coin: 'BTC' })).toEqual(
      completed,
    );
  });

  it(`rejects a payout of exactly ${SANDBOX_CRYPTO_PAYOUTS.rejectedAmountCents} cents`, async () => {
    const { payouts } = setup();
    const recipientId = await activeRecipient(payouts);
    const reference = newId();
    const failed = {
      id: expect.any(String),
      status: 'failed',
      failure: SANDBOX_CRYPTO_FAILURES.rejectedAmount,
    };
    const sent = await payouts.sendPayout({
      reference,
      amountCents: SANDBOX_CRYPTO_PAYOUTS.rejectedAmountCents,
      recipientId,
      coin: null,
    });
    expect(sent).toEqual(failed);
    expect(await payouts.findPayout(reference)).toEqual(failed);
    // One cent more is paid.
    const other = await payouts.sendPayout({
      reference: newId(),
      amountCents: 1314,
      recipientId,
      coin: null,
    });
    expect(other.status).toBe('pending');
  });

  it('refuses payouts to recipients that are not active', async () => {
    const { payouts } = setup();
    const invited = await invite(payouts);
    const paused = await activeRecipient(payouts);
    await setSandboxRecipientStatus(db, paused, 'paused');
    for (const recipientId of [invited.id, paused]) {
      const reference = newId();
      const failed = {
        id: expect.any(String),
        status: 'failed',
        failure: SANDBOX_CRYPTO_FAILURES.recipientNotActive,
      };
      expect(await payouts.sendPayout({ reference, amountCents: 2000, recipientId, coin: 'DOGE' })).toEqual(
        failed,
      );
      expect(await payouts.findPayout(reference)).toEqual(failed);
    }
  });

  it('refuses bad amounts and unknown recipients, recording nothing', async () => {
    const { payouts } = setup();
    const recipientId = await activeRecipient(payouts);
    const reference = newId();
    await expect(payouts.sendPayout({ reference, amountCents: 0, recipientId, coin: null })).rejects.toThrow(
      /positive whole number of cents/,
    );
    await expect(
      payouts.sendPayout({ reference, amountCents: 1000, recipientId: 'no-such-recipient', coin: null }),
    ).rejects.toThrow(/no-such-recipient/);
    expect(await payouts.findPayout(reference)).toBeNull();
  });
});

describe('the invitation sandbox page', () => {
  it('shows the invitation, accepts it once, and answers 404 for unknown recipients', async () => {
    const { payouts } = setup();
    const { deps } = createTestDeps(db);
    const pages = sandboxPages(deps);
    const recipient = await invite(payouts);
    const path = `/sandbox/payouts/recipients/${recipient.id}`;
    const call = (method: string, at = path) => pages({ method, path: at, params: new URLSearchParams() });

    const shown = await call('GET');
    expect(shown?.status).toBe(200);
    expect(shown?.html).toContain('id="accept-payout-invite"');
    expect(shown?.html).toContain('Accept invitation');
    expect(shown?.html).toContain('data-status="invited"');

    const accepted = await call('POST');
    expect(accepted?.status).toBe(200);
    expect(accepted?.html).toContain('Invitation accepted. You can now receive payouts.');
    expect(await payouts.getRecipient(recipient.id)).toEqual({ id: recipient.id, status: 'active' });
    expect((await call('POST'))?.status).toBe(200);
    const after = await call('GET');
    expect(after?.html).toContain('data-status="active"');
    expect(after?.html).not.toContain('accept-payout-invite');

    await setSandboxRecipientStatus(db, recipient.id, 'removed');
    expect((await call('POST'))?.status).toBe(409);
    expect((await call('GET', '/sandbox/payouts/recipients/nobody'))?.status).toBe(404);
    expect((await call('POST', '/sandbox/payouts/recipients/nobody'))?.status).toBe(404);
  });
});
