// Nearly every message this consumer takes sends an e-mail: SES's client loads at init, not on the first
// message (the adapter's own load, functions/lib/adapters/aws.ts, then finds it loaded). SMS, rarer, load SNS's
// on first use.
import '@aws-sdk/client-sesv2';
import { html, plainText } from '../../domain/inert-text';
import type { Deps } from '../../lib/deps';
import type { OutgoingMessage } from '../../lib/ports/mailer';
import { type BusEnvelope, type EventType, eventCatalog } from '../catalog';
import { notifyingEventTypes } from '../notification-requests';
import { sqsConsumer } from '../sqs-consumer';
import { renderNotificationEmail } from './notification-email';

/**
 * Renders the message an event sends; undefined when it sends none (e.g. the user turned those e-mails off).
 * Bodies are built with `html`, which escapes every value; renderMessage makes subjects and SMS plain text.
 */
type Renderer = (
  event: BusEnvelope,
  deps: Deps,
) => OutgoingMessage | undefined | Promise<OutgoingMessage | undefined>;

const codeMessage = (channel: OutgoingMessage['channel'], to: string, code: string): OutgoingMessage => ({
  channel,
  to,
  subject: 'Your Collectibles code',
  body: `Your Collectibles code is ${code}`,
});

/** The e-mails and SMS each event sends; notifications go out per the user's e-mail flags. */
const renderers: Partial<Record<EventType, Renderer>> = {
  EmailSubscribed: ({ detail }) => {
    const { email } = eventCatalog.EmailSubscribed.parse(detail);
    return {
      channel: 'email',
      to: email,
      subject: "You're on the list",
      body: '<p>Thanks for subscribing! We will e-mail you about new drops, packs and auctions.</p>',
    };
  },
  EmailVerificationRequested: ({ detail }, deps) => {
    const { email, code } = eventCatalog.EmailVerificationRequested.parse(detail);
    const link = new URL(`/app/confirm-email?code=${encodeURIComponent(code)}`, deps.env.SITE_URL).href;
    return {
      channel: 'email',
      to: email,
      subject: 'Verify your email address',
      body: html`<p>Confirm your e-mail address: <a href="${link}">${link}</a></p><p>Your code is ${code}</p>`,
    };
  },
  OneTimeCodeIssued: ({ detail }) => {
    const { channel, to, code } = eventCatalog.OneTimeCodeIssued.parse(detail);
    return codeMessage(channel, to, code);
  },
  EmailChangeRequested: ({ detail }) => {
    const { email, code } = eventCatalog.EmailChangeRequested.parse(detail);
    return codeMessage('email', email, code);
  },
  PasswordResetRequested: ({ detail }, deps) => {
    const { email, code } = eventCatalog.PasswordResetRequested.parse(detail);
    const link = new URL(`/app/reset-password?code=${encodeURIComponent(code)}`, deps.env.SITE_URL).href;
    return {
      channel: 'email',
      to: email,
      subject: 'Reset your password',
      body: html`<p>Choose a new password: <a href="${link}">${link}</a></p><p>The link works once, for an hour.</p>`,
    };
  },
  GiftInvitationRequested: ({ detail }, deps) => {
    const { email, giver_name, nft_title } = eventCatalog.GiftInvitationRequested.parse(detail);
    const link = new URL('/app/sign-up', deps.env.SITE_URL).href;
    return {
      channel: 'email',
      to: email,
      subject: `${giver_name} sent you an NFT`,
      body: html`<p>${giver_name} sent you ${nft_title} as a gift. Sign up with this e-mail address and verify it to receive it in your collection: <a href="${link}">${link}</a></p>`,
    };
  },
  WithdrawalReversed: ({ detail }, deps) => {
    const { email, amount, status, failure } = eventCatalog.WithdrawalReversed.parse(detail);
    const link = new URL('/app/withdraw/history', deps.env.SITE_URL).href;
    const what = status === 'returned' ? 'was returned by your bank' : 'could not be paid out';
    return {
      channel: 'email',
      to: email,
      subject: status === 'returned' ? 'Your withdrawal was returned' : 'Your withdrawal failed',
      body: html`<p>Your withdrawal of ${amount} ${what} (${failure}). The full amount is back in your balance.</p><p>See your withdrawals: <a href="${link}">${link}</a></p>`,
    };
  },
  PassRaffleWon: ({ detail }, deps) => {
    const { email } = eventCatalog.PassRaffleWon.parse(detail);
    const link = new URL('/app/onepass', deps.env.SITE_URL).href;
    return {
      channel: 'email',
      to: email,
      subject: "You're on the pass allowlist",
      body: html`<p>Your e-mail was drawn in the allowlist raffle: you can buy a pass when the drop opens. See the draw and the pass: <a href="${link}">${link}</a></p>`,
    };
  },
  ...Object.fromEntries(notifyingEventTypes.map((type) => [type, renderNotificationEmail])),
};

/** A subject, or an SMS, carries no markup and no control characters, whatever text a renderer put in it. */
const inert = (message: OutgoingMessage): OutgoingMessage => ({
  ...message,
  subject: plainText(message.subject),
  body: message.channel === 'sms' ? plainText(message.body) : message.body,
});

export async function renderMessage(event: BusEnvelope, deps: Deps) {
  const message = await renderers[event['detail-type'] as EventType]?.(event, deps);
  return message && inert(message);
}

export const { handler, consumeBatch } = sqsConsumer('mailer', async (deps, event) => {
  if (!renderers[event['detail-type'] as EventType]) {
    deps.logger.warn('no e-mail for event', { type: event['detail-type'] });
    return;
  }
  const message = await renderMessage(event, deps);
  if (message) await deps.mailer.send(message);
});
