import { randomUUID } from 'node:crypto';
import type { Db } from '../../data/db';
import { html } from '../../domain/inert-text';
import type { Clock } from '../clock';
import type { Env } from '../env';
import type { MailerPort } from '../ports/mailer';
import type {
  CryptoPayoutsPort,
  PayoutRecipient,
  PayoutRecipientStatus,
  PayoutTransfer,
} from '../ports/payouts';
import { assertPositiveCents } from './payout-amount';
import {
  checkSandboxPayout,
  putSandboxRecordOnce,
  readSandboxRecord,
  type SandboxPayoutRecord,
  sandboxIdOf,
  sandboxPayoutsKey,
  updateSandboxRecord,
} from './sandbox-payouts-store';

/** The documented test inputs of the crypto payouts sandbox (README lists them), as in BitPay's test environment. */
export const SANDBOX_CRYPTO_PAYOUTS = {
  /** A payout of exactly $13.13 is rejected at once. */
  rejectedAmountCents: 1313,
} as const;

export const SANDBOX_CRYPTO_FAILURES = {
  recipientNotActive: 'Recipient is not active',
  rejectedAmount: 'Payout rejected by the provider (sandbox amount 13.13)',
} as const;

export const SANDBOX_INVITATION_SUBJECT = 'You have been invited to receive payouts with BitPay';

interface SandboxRecipient extends PayoutRecipient {
  reference: string;
  email: string;
  label: string;
  /** False until the invitation e-mail went out, so a retry sends one that was lost. */
  invitationSent: boolean;
}

type SandboxPayout = SandboxPayoutRecord & { recipientId: string; coin: string | null };

const recipientKey = (id: string) => sandboxPayoutsKey('RECIPIENT', id);
const payoutKey = (reference: string) => sandboxPayoutsKey('PAYOUT', reference);

const recipientOf = ({ id, status }: SandboxRecipient): PayoutRecipient => ({ id, status });

/** The page where the recipient accepts the invitation (/sandbox/payouts/recipients/<id> in the local cloud). */
export const sandboxInvitationUrl = (siteUrl: string, recipientId: string) =>
  `${siteUrl}/sandbox/payouts/recipients/${encodeURIComponent(recipientId)}`;

export async function getSandboxRecipient(db: Db, recipientId: string): Promise<PayoutRecipient | null> {
  const recipient = await readSandboxRecord<SandboxRecipient>(db, recipientKey(recipientId));
  return recipient ? recipientOf(recipient) : null;
}

/** Sets a recipient's status as the provider would (tests: 'paused', 'removed', ...); null if there is none. */
export async function setSandboxRecipientStatus(
  db: Db,
  recipientId: string,
  status: PayoutRecipientStatus,
): Promise<PayoutRecipient | null> {
  const recipient = await updateSandboxRecord<SandboxRecipient>(db, recipientKey(recipientId), { status });
  return recipient ? recipientOf(recipient) : null;
}

/** The recipient accepts the e-mailed invitation: invited becomes active; any other status stays as it is. */
export async function activateSandboxRecipient(db: Db, recipientId: string): Promise<PayoutRecipient | null> {
  const recipient = await updateSandboxRecord<SandboxRecipient>(
    db,
    recipientKey(recipientId),
    { status: 'active' },
    { expression: '#status = :invited', values: { ':invited': 'invited' } },
  );
  return recipient ? recipientOf(recipient) : null;
}

function payoutAt({ id, failure, processedAt }: SandboxPayout): PayoutTransfer {
  if (failure !== null) return { id, status: 'failed', failure };
  return { id, status: processedAt ? 'completed' : 'pending', failure: null };
}

/**
 * Crypto payouts in test mode, behaving like BitPay's payouts test environment with its state in the table:
 * recipients invited once per reference by e-mail (through the mailer, so /dev/outbox locally) and active once
 * they accept on the sandbox page; payouts made once per reference, only to active recipients, processed by the
 * next status check; SANDBOX_CRYPTO_PAYOUTS.rejectedAmountCents is rejected. Crypto payouts are never returned.
 */
export function sandboxCryptoPayouts(
  db: Db,
  clock: Clock,
  mailer: MailerPort,
  // Read when the invitation goes out: the local cloud knows its URL (its port) only once it listens.
  site: Pick<Env, 'SITE_URL'>,
): CryptoPayoutsPort {
  async function sendInvitation(recipient: SandboxRecipient): Promise<void> {
    const link = sandboxInvitationUrl(site.SITE_URL, recipient.id);
    // E-mail bodies are HTML (the mailer's too): the link must be one to be followed from the inbox, and the
    // label (the user's username) is escaped text.
    await mailer.send({
      channel: 'email',
      to: recipient.email,
      subject: SANDBOX_INVITATION_SUBJECT,
      body: html`<p>${recipient.label} invites you to receive payouts in cryptocurrency with BitPay. Accept the invitation and choose the coin you want to be paid in: <a href="${link}">${link}</a></p>`,
    });
    await updateSandboxRecord(db, recipientKey(recipient.id), { invitationSent: true });
  }

  return {
    async inviteRecipient({ reference, email, label }) {
      const id = sandboxIdOf('recipient', reference);
      const { record } = await putSandboxRecordOnce<SandboxRecipient>(
        db,
        recipientKey(id),
        'payouts-sandbox-recipient',
        { id, reference, email, label, status: 'invited', invitationSent: false },
      );
      if (!record.invitationSent) await sendInvitation(record);
      return recipientOf(record);
    },

    getRecipient: (recipientId) => getSandboxRecipient(db, recipientId),

    async sendPayout({ reference, amountCents, recipientId, coin }) {
      assertPositiveCents(amountCents);
      const sent = await readSandboxRecord<SandboxPayout>(db, payoutKey(reference));
      if (sent) return payoutAt(sent);
      const recipient = await getSandboxRecipient(db, recipientId);
      if (!recipient) throw new Error(`No sandbox payouts recipient ${recipientId}`);
      let failure: string | null = null;
      if (recipient.status !== 'active') failure = SANDBOX_CRYPTO_FAILURES.recipientNotActive;
      else if (amountCents === SANDBOX_CRYPTO_PAYOUTS.rejectedAmountCents)
        failure = SANDBOX_CRYPTO_FAILURES.rejectedAmount;
      const { record } = await putSandboxRecordOnce<SandboxPayout>(
        db,
        payoutKey(reference),
        'payouts-sandbox-payout',
        {
          id: randomUUID(),
          reference,
          amountCents,
          recipientId,
          coin,
          sentAt: clock.now().toISOString(),
          failure,
        },
      );
      return payoutAt(record);
    },

    async findPayout(reference) {
      const payout = await checkSandboxPayout<SandboxPayout>(db, payoutKey(reference), clock.now());
      return payout ? payoutAt(payout) : null;
    },
  };
}
