import { messages } from '../../../shared/domain/messages';
import type { SandboxPageAnswer } from './identity';

/**
 * The script of the hosted fields. It trusts only its parent frame: on {type: 'tokenize', name} it posts the
 * card to the sandbox's tokenization API and answers {type: 'token', token, last4, scheme} or {type: 'error',
 * message}; on load it says {type: 'ready'} so the app knows the fields are there.
 */
const script = `
const form = document.getElementById('card-fields');
const value = (id) => document.getElementById(id).value.trim();
async function tokenize(name) {
  try {
    const response = await fetch('/sandbox/cards/tokens', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        number: value('card-number').replace(/\\s+/g, ''),
        expiry_month: value('expiry-month'),
        expiry_year: value('expiry-year'),
        cvv: value('cvv'),
        name,
      }),
    });
    const body = await response.json().catch(() => ({}));
    if (response.ok) return { type: 'token', token: body.token, last4: body.last4, scheme: body.scheme };
    return { type: 'error', message: body.detail || ${JSON.stringify(messages.useAnotherCard)} };
  } catch {
    return { type: 'error', message: ${JSON.stringify(messages.useAnotherCard)} };
  }
}
window.addEventListener('message', async (event) => {
  if (event.source !== window.parent || !event.data || event.data.type !== 'tokenize') return;
  window.parent.postMessage(await tokenize(String(event.data.name || '')), event.origin);
});
form.addEventListener('submit', (event) => event.preventDefault());
for (const input of form.querySelectorAll('input')) {
  input.addEventListener('input', () => { input.value = input.value.replace(/[^\\d ]/g, ''); });
}
window.parent.postMessage({ type: 'ready' }, '*');
`;

const page = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Card fields (sandbox)</title>
<style>
*{box-sizing:border-box}body{margin:0;padding:2px;font:14px system-ui,sans-serif;color:#111;background:transparent}
form{display:grid;gap:12px;grid-template-columns:repeat(3,minmax(0,1fr))}
.wide{grid-column:1/-1}label{display:grid;gap:4px;font-weight:600}
input{width:100%;min-width:0;min-height:44px;padding:0 12px;border:1px solid #e2e2de;border-radius:12px;
font:inherit;font-weight:400;background:#fff}
input:focus{outline:none;border-color:#111}
</style></head>
<body><form id="card-fields" aria-label="Card details" autocomplete="on">
<label class="wide" for="card-number">Card number<input id="card-number" name="number" inputmode="numeric"
  autocomplete="cc-number" maxlength="23" placeholder="4242 4242 4242 4242"></label>
<label for="expiry-month">Expiry month<input id="expiry-month" name="expiry_month" inputmode="numeric"
  autocomplete="cc-exp-month" maxlength="2" placeholder="MM"></label>
<label for="expiry-year">Expiry year<input id="expiry-year" name="expiry_year" inputmode="numeric"
  autocomplete="cc-exp-year" maxlength="4" placeholder="YY"></label>
<label for="cvv">CVV<input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" maxlength="4"
  placeholder="123"></label>
</form><script>${script}</script></body></html>`;

/**
 * GET /sandbox/cards/fields: the sandbox processor's hosted card fields, which the app frames in its add-card
 * modal (card number, expiry month and year, CVV; the cardholder's name comes from the modal). The card goes
 * from this page to POST /sandbox/cards/tokens; the app and the API only ever see the token.
 */
export const cardFieldsSandboxPage = (): SandboxPageAnswer => ({ status: 200, html: page });
