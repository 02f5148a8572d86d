import { CHECKOUT_SIGNATURE_HEADER } from '../../../functions/lib/adapters/checkout-webhook';
import {
  decideSandboxChallenge,
  disputeSandboxPayment,
  listSandboxCapturedPayments,
  tokenizeSandboxCard,
} from '../../../functions/lib/adapters/sandbox-card-processor';
import type { Deps } from '../../../functions/lib/deps';
import type { ChallengeOutcome } from '../../../functions/lib/ports/card-processor';
import { messages } from '../../../shared/domain/messages';
import { formatUsd } from '../../../shared/format';
import type { SandboxPageAnswer } from './identity';

type SandboxAnswer = SandboxPageAnswer & { contentType?: string };

const jsonAnswer = (status: number, body: unknown): SandboxAnswer => ({
  status,
  html: JSON.stringify(body),
  contentType: 'application/json',
});

/**
 * POST /sandbox/cards/tokens: the sandbox processor's tokenization API, which its hosted card fields call with
 * number, expiry_month, expiry_year, cvv and name. Answers 201 {token, last4, scheme}, or 422 'Please use
 * another card' when the card fails the checks (Luhn, future expiry, 3-4 digit CVV) or is the failing test number.
 */
export async function tokenizeCardSandbox(deps: Deps, fields: URLSearchParams): Promise<SandboxAnswer> {
  const result = await tokenizeSandboxCard(deps.db, deps.clock, deps.newId, {
    number: fields.get('number') ?? '',
    expiryMonth: Number(fields.get('expiry_month')),
    expiryYear: Number(fields.get('expiry_year')),
    cvv: fields.get('cvv') ?? '',
  });
  if (!result.ok) return jsonAnswer(422, { detail: messages.useAnotherCard });
  return jsonAnswer(201, { token: result.token, last4: result.last4, scheme: result.scheme });
}

const choices: Record<string, { label: string; outcome: ChallengeOutcome }> = {
  complete: { label: 'Complete', outcome: 'approved' },
  fail: { label: 'Fail', outcome: 'declined' },
  cancel: { label: 'Cancel', outcome: 'cancelled' },
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const page = (body: string, head = '') => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>3-D Secure (sandbox)</title>${head}
<style>body{font:15px system-ui,sans-serif;margin:40px auto;max-width:520px;color:#111}
button{font:inherit;padding:10px 18px;margin-right:8px;cursor:pointer}.note{color:#555}</style></head>
<body><h1>3-D Secure (sandbox)</h1>${body}</body></html>`;

/**
 * /sandbox/cards/challenge/<sessionId>: the card issuer's 3-D Secure page. GET shows Complete, Fail and Cancel;
 * POST with `choice` records the answer and sends the cardholder on, as the processor would: to
 * /app/3ds-success?cko-session-id=<id> when completed, else to /app/3ds-failure?cko-session-id=<id>.
 */
export async function cardChallengeSandboxPage(
  deps: Deps,
  request: { method: string; sessionId: string; choice?: string | null },
): Promise<SandboxAnswer> {
  if (request.method === 'GET') {
    const buttons = Object.entries(choices)
      .map(([choice, { label }]) => `<button name="choice" value="${choice}">${label}</button>`)
      .join('');
    return {
      status: 200,
      html: page(`<p class="note">The card issuer asks the cardholder to confirm this card (session
<code>${escapeHtml(request.sessionId)}</code>).</p><form method="post">${buttons}</form>`),
    };
  }
  const chosen = request.choice ? choices[request.choice] : undefined;
  if (request.method !== 'POST' || !chosen) {
    return { status: 400, html: page(`<p>Choose one of: ${Object.keys(choices).join(', ')}.</p>`) };
  }
  const next = await decideSandboxChallenge(deps.db, request.sessionId, chosen.outcome);
  if (!next) return { status: 404, html: page('<p>No such 3-D Secure session.</p>') };
  const href = escapeHtml(next);
  return {
    status: 200,
    html: page(
      `<p>Returning to <a href="${href}">${href}</a>…</p>`,
      `<meta http-equiv="refresh" content="0;url=${href}">`,
    ),
  };
}

const disputePage = (body: string) =>
  page(body)
    .replace('<title>3-D Secure (sandbox)</title>', '<title>Card disputes (sandbox)</title>')
    .replace('<h1>3-D Secure (sandbox)</h1>', '<h1>Card disputes (sandbox)</h1>');

/** Where the processor delivers webhooks: this stack's own API, as the AWS endpoint is registered with Checkout. */
const webhookUrl = (deps: Deps) => new URL('/api/webhooks/card-processor', deps.env.SITE_URL).href;

/**
 * /sandbox/cards/disputes: the test action 'dispute a captured charge'. GET lists the sandbox's captured payments
 * with a Dispute button each; POST with payment_id charges it back at the sandbox and delivers the signed
 * `dispute_received` webhook to /api/webhooks/card-processor, exactly as Checkout.com would. The result carries
 * data-outcome (applied, duplicate, ignored) for scripts.
 */
export async function cardDisputeSandboxPage(
  deps: Deps,
  request: { method: string; params: URLSearchParams },
): Promise<SandboxAnswer> {
  if (request.method === 'POST') {
    const paymentId = request.params.get('payment_id')?.trim() ?? '';
    const signed = paymentId ? await disputeSandboxPayment(deps.db, deps.clock, paymentId) : undefined;
    if (!signed)
      return { status: 404, html: disputePage('<p role="alert">No captured payment of this id.</p>') };
    const answer = await fetch(webhookUrl(deps), {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CHECKOUT_SIGNATURE_HEADER]: signed.signature },
      body: signed.rawBody,
    });
    const body = (await answer.json().catch(() => ({}))) as { outcome?: string; detail?: string };
    const outcome = escapeHtml(body.outcome ?? `error ${answer.status}`);
    return {
      status: answer.ok ? 200 : 502,
      html: disputePage(`<p id="dispute-result" role="status" data-outcome="${outcome}">The cardholder's bank
charged back payment <code>${escapeHtml(paymentId)}</code>; the webhook answered <b>${outcome}</b>.</p>
<p><a href="/sandbox/cards/disputes">Back to the captured payments</a></p>`),
    };
  }
  if (request.method !== 'GET') return { status: 405, html: disputePage('<p>Use GET or POST.</p>') };
  const payments = await listSandboxCapturedPayments(deps.db);
  const rows = payments
    .map(
      (payment) => `<tr><td><code>${escapeHtml(payment.paymentId)}</code></td>
<td><code>${escapeHtml(payment.reference)}</code></td><td>${escapeHtml(formatUsd(payment.capturedCents))}</td>
<td>${escapeHtml(payment.createdAt)}</td><td>${
        payment.disputeId
          ? 'Disputed'
          : `<form method="post"><input type="hidden" name="payment_id" value="${escapeHtml(payment.paymentId)}"><button>Dispute</button></form>`
      }</td></tr>`,
    )
    .join('');
  return {
    status: 200,
    html: disputePage(`<p class="note">Dispute a captured card payment as its cardholder's bank would: the
processor takes the money back and sends its signed dispute webhook.</p>${
      rows
        ? `<table><thead><tr><th>Payment</th><th>Reference</th><th>Captured</th><th>At</th><th></th></tr></thead><tbody>${rows}</tbody></table>`
        : '<p>No captured card payments yet: buy something with a sandbox card first.</p>'
    }`),
  };
}
