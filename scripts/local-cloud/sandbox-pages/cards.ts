import {
  decideSandboxChallenge,
  tokenizeSandboxCard,
} from '../../../functions/lib/adapters/sandbox-card-processor';
import type { Deps } from '../../../functions/lib/deps';
import type { ChallengeOutcome } from '../../../functions/lib/ports/card-processor';
import { messages } from '../../../shared/domain/messages';
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
