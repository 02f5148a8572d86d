import {
  checkOrderLines,
  claimLink,
  receiveExternalOrder,
} from '../../../functions/domain/claims/external/receive-order';
import { recordSandboxSale } from '../../../functions/lib/adapters/sandbox-external-orders';
import type { Deps } from '../../../functions/lib/deps';
import { AppError } from '../../../functions/lib/errors';
import type { ExternalOrderLine } from '../../../functions/lib/ports/external-orders';
import { emailSchema } from '../../../shared/api/schemas/credentials';
import type { SandboxPageAnswer } from './identity';

/** Rows of the sale form: an order sells editions of up to this many NFTs. */
const LINE_ROWS = 3;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const page = (body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>External auction site (sandbox)</title>
<style>body{font:15px system-ui,sans-serif;margin:40px auto;max-width:560px;color:#111}
label{display:block;margin:14px 0 4px}input{font:inherit;width:100%;padding:8px;box-sizing:border-box}
.row{display:grid;grid-template-columns:3fr 1fr;gap:8px}button{font:inherit;padding:10px 18px;margin-top:18px;
cursor:pointer}.note{color:#555}</style></head>
<body><h1>External auction site (sandbox)</h1>${body}</body></html>`;

function form(params: URLSearchParams): string {
  const value = (name: string) => escapeHtml(params.get(name)?.trim() ?? '');
  const rows = Array.from({ length: LINE_ROWS }, (_, at) => {
    const n = at + 1;
    return `<div class="row"><div><label for="nft-id-${n}">NFT id ${n}</label>
<input id="nft-id-${n}" name="nft_id_${n}" value="${value(`nft_id_${n}`)}"${n === 1 ? ' required' : ''}></div>
<div><label for="quantity-${n}">Quantity</label>
<input id="quantity-${n}" name="quantity_${n}" value="${value(`quantity_${n}`) || (n === 1 ? '1' : '')}" inputmode="numeric"></div></div>`;
  }).join('');
  return `<p class="note">Plays a sale on the partner auction site: the buyer's e-mail and the editions of our NFTs
they bought (an NFT's id is in its page's address, /app/nft/&lt;id&gt;/...). Recording the sale sends its order
webhook: the claim is created and the buyer e-mailed the claim link (see /dev/outbox).</p>
<form method="post" id="external-sale-form">
<label for="buyer-email">Buyer's e-mail</label>
<input id="buyer-email" name="email" type="email" value="${value('email')}" required>
${rows}
<button type="submit" id="record-sale">Record sale</button>
</form>`;
}

/** The form's filled rows; a row without an NFT id is left out, a quantity must be a whole number. */
function linesOf(params: URLSearchParams): ExternalOrderLine[] | string {
  const lines: ExternalOrderLine[] = [];
  for (let n = 1; n <= LINE_ROWS; n++) {
    const nftId = params.get(`nft_id_${n}`)?.trim();
    if (!nftId) continue;
    const quantity = Number(params.get(`quantity_${n}`)?.trim() || '1');
    if (!Number.isSafeInteger(quantity) || quantity < 1)
      return `Quantity ${n} must be a whole number above zero.`;
    lines.push({ nftId, quantity });
  }
  return lines.length ? lines : 'Enter at least one NFT id.';
}

/**
 * /sandbox/external-auction: the external auction site's test mode. GET shows the sale form; POST with email,
 * nft_id_1..3 and quantity_1..3 records the sale and delivers its order webhook as the site would, so the claim
 * is created and the buyer e-mailed /app/order/{token}/claim. The result carries data-token and data-order-id.
 */
export async function externalAuctionSandboxPage(
  deps: Deps,
  request: { method: string; params: URLSearchParams },
): Promise<SandboxPageAnswer> {
  const { params } = request;
  if (request.method === 'GET') return { status: 200, html: page(form(params)) };
  if (request.method !== 'POST') return { status: 405, html: page('<p>Use GET or POST.</p>') };
  const refuse = (message: string, status = 400) => ({
    status,
    html: page(`<p id="sale-error" role="alert">${escapeHtml(message)}</p>${form(params)}`),
  });
  const email = emailSchema.safeParse(params.get('email')?.trim() ?? '');
  if (!email.success) return refuse("Enter the buyer's e-mail address.");
  const lines = linesOf(params);
  if (typeof lines === 'string') return refuse(lines);
  try {
    // Refused here as the site's catalogue would: the webhook would refuse the order otherwise.
    await checkOrderLines(deps, lines);
  } catch (error) {
    if (error instanceof AppError) return refuse(error.message, error.status);
    throw error;
  }
  const order = await recordSandboxSale(deps.db, deps.clock, deps.newId, { buyerEmail: email.data, lines });
  const { token } = await receiveExternalOrder(deps, order.id);
  const link = claimLink(deps, token);
  return {
    status: 200,
    html: page(`<p id="sale-result" role="status" data-order-id="${escapeHtml(order.id)}"
data-token="${escapeHtml(token)}">Sale <code>${escapeHtml(order.id)}</code> recorded for
<b>${escapeHtml(email.data)}</b>; the claim link was e-mailed: <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p><a href="/sandbox/external-auction">Record another sale</a></p>`),
  };
}
