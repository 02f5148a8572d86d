import {
  activateSandboxRecipient,
  getSandboxRecipient,
} from '../../../functions/lib/adapters/sandbox-crypto-payouts';
import type { Deps } from '../../../functions/lib/deps';
import type { PayoutRecipient } from '../../../functions/lib/ports/payouts';
import type { SandboxPageAnswer } from './identity';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const page = (body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Crypto payouts invitation (sandbox)</title>
<style>body{font:15px system-ui,sans-serif;margin:40px auto;max-width:520px;color:#111}
button{font:inherit;padding:10px 18px;margin-right:8px;cursor:pointer}.note{color:#555}</style></head>
<body><h1>Crypto payouts invitation (sandbox)</h1>${body}</body></html>`;

const statusLine = (recipient: PayoutRecipient) =>
  `<p>Recipient <code>${escapeHtml(recipient.id)}</code> is
<b id="payout-recipient-status" data-status="${escapeHtml(recipient.status)}">${escapeHtml(recipient.status)}</b>.</p>`;

/**
 * /sandbox/payouts/recipients/<id>: the invitation the payout provider e-mails. GET shows it with an 'Accept
 * invitation' button while the recipient is invited; POST accepts it (invited -> active), as the recipient would in
 * the provider's portal. Accepting twice answers the same.
 */
export async function payoutRecipientSandboxPage(
  deps: Deps,
  request: { method: string; recipientId: string },
): Promise<SandboxPageAnswer> {
  const notFound = { status: 404, html: page('<p>There is no invitation for this recipient.</p>') };
  if (request.method === 'GET') {
    const recipient = await getSandboxRecipient(deps.db, request.recipientId);
    if (!recipient) return notFound;
    const accept =
      recipient.status === 'invited'
        ? `<p class="note">You have been invited to receive payouts in cryptocurrency. Accepting plays signing up
with the provider and choosing the coin to be paid in.</p>
<form method="post"><button type="submit" id="accept-payout-invite">Accept invitation</button></form>`
        : '';
    return { status: 200, html: page(`${statusLine(recipient)}${accept}`) };
  }
  if (request.method !== 'POST') return { status: 405, html: page('<p>Use GET or POST.</p>') };
  const recipient = await activateSandboxRecipient(deps.db, request.recipientId);
  if (!recipient) return notFound;
  if (recipient.status !== 'active') {
    return {
      status: 409,
      html: page(`${statusLine(recipient)}<p role="alert">This invitation can no longer be accepted.</p>`),
    };
  }
  return {
    status: 200,
    html: page(`${statusLine(recipient)}
<p id="payout-invite-accepted" role="status">Invitation accepted. You can now receive payouts.</p>
<p class="note">You can close this window.</p>`),
  };
}
