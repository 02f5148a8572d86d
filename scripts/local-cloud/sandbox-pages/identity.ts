import { syncIdentityVerification } from '../../../functions/domain/identity-verification';
import { decideSandboxInquiry } from '../../../functions/lib/adapters/sandbox-identity';
import type { Deps } from '../../../functions/lib/deps';
import type { InquiryOutcome } from '../../../functions/lib/ports/identity';
import type { Framing } from '../../../shared/http/security-headers';

/** The outcomes a tester can choose, as the provider's test mode offers them. */
const outcomes: readonly InquiryOutcome[] = ['approved', 'declined', 'error'];

export interface SandboxPageAnswer {
  status: number;
  html: string;
  /** 'self' for the pages the app frames (card fields, 3-D Secure); nobody frames the others. */
  framing?: Framing;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const page = (body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Identity verification (sandbox)</title>
<style>body{font:15px system-ui,sans-serif;margin:40px auto;max-width:520px;color:#111}
button{font:inherit;padding:10px 18px;margin-right:8px;cursor:pointer}.note{color:#555}</style></head>
<body><h1>Identity verification (sandbox)</h1>${body}</body></html>`;

/**
 * /sandbox/identity/<reference_id>: plays the identity provider's flow. GET shows three buttons; POST with
 * `outcome=approved|declined|error` (form or query) records the decision as the provider would and syncs the
 * user's verification_status (approved -> completed, declined and error -> failed), like the provider's webhook.
 */
export async function identitySandboxPage(
  deps: Deps,
  request: { method: string; referenceId: string; outcome?: string | null },
): Promise<SandboxPageAnswer> {
  const referenceId = escapeHtml(request.referenceId);
  if (request.method === 'GET') {
    const buttons = outcomes
      .map((outcome) => `<button name="outcome" value="${outcome}">${outcome}</button>`)
      .join('');
    return {
      status: 200,
      html: page(`<p class="note">Inquiry for reference <code>${referenceId}</code>. Choose what the provider
decides.</p><form method="post">${buttons}</form>`),
    };
  }
  const outcome = outcomes.find((known) => known === request.outcome);
  if (request.method !== 'POST' || !outcome) {
    return { status: 400, html: page(`<p>Choose one of: ${outcomes.join(', ')}.</p>`) };
  }
  await decideSandboxInquiry(deps.db, request.referenceId, outcome);
  const result = await syncIdentityVerification(deps, request.referenceId);
  const message = result.message ? `<p>${escapeHtml(result.message)}</p>` : '';
  return {
    status: 200,
    html: page(`<p>Outcome <b>${outcome}</b> recorded: verification_status is now
<b data-status="${result.status}">${result.status}</b>.</p>${message}<p class="note">You can close this window.</p>`),
  };
}
