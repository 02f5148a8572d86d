import { isValidAddressFor } from '../../../functions/domain/crypto/addresses/index';
import { type DepositOutcome, receiveDepositNotification } from '../../../functions/domain/crypto/deposits';
import {
  newSandboxTxId,
  recordSandboxTransfer,
} from '../../../functions/lib/adapters/sandbox-crypto-custody';
import type { Deps } from '../../../functions/lib/deps';
import { ALLOWED_PAYMENT_CRYPTO } from '../../../shared/domain/constants';
import type { Currency } from '../../../shared/domain/enums';
import { formatCoin, microUnitsFromCoinInput } from '../../../shared/format/coin';
import type { SandboxPageAnswer } from './identity';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const page = (body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Crypto deposits (sandbox)</title>
<style>body{font:15px system-ui,sans-serif;margin:40px auto;max-width:560px;color:#111}
label{display:block;margin:14px 0 4px}input,select{font:inherit;width:100%;padding:8px;box-sizing:border-box}
button{font:inherit;padding:10px 18px;margin-top:18px;cursor:pointer}.note{color:#555}</style></head>
<body><h1>Crypto deposits (sandbox)</h1>${body}</body></html>`;

interface DepositForm {
  address: string;
  coin: string;
  amount: string;
}

function form(values: DepositForm): string {
  const options = ALLOWED_PAYMENT_CRYPTO.map(
    (coin) => `<option value="${coin}"${coin === values.coin ? ' selected' : ''}>${coin}</option>`,
  ).join('');
  return `<p class="note">Plays a wallet sending coins to a deposit address: paste the address the app showed, choose
the coin and the amount. The deposit is confirmed at once; sending the same transaction id again credits nothing.</p>
<form method="post" id="crypto-deposit-form">
<label for="deposit-address">Deposit address</label>
<input id="deposit-address" name="address" value="${escapeHtml(values.address)}" required>
<label for="deposit-coin">Coin</label>
<select id="deposit-coin" name="coin">${options}</select>
<label for="deposit-amount">Amount</label>
<input id="deposit-amount" name="amount" value="${escapeHtml(values.amount)}" inputmode="decimal" required>
<label for="deposit-tx-id">Transaction id (optional: a fresh one when empty)</label>
<input id="deposit-tx-id" name="tx_id">
<button type="submit" id="send-deposit">Send deposit</button>
</form>`;
}

const outcomeText: Record<DepositOutcome, string> = {
  credited: 'Credited to the prepaid balance of the address owner.',
  duplicate: 'Already credited before: nothing more was credited.',
  ignored: 'No user has this deposit address: nothing was credited.',
};

const isAllowedCoin = (code: string): code is Currency => (ALLOWED_PAYMENT_CRYPTO as string[]).includes(code);

/**
 * /sandbox/crypto: the custody sandbox's "send a deposit". GET shows the form (prefilled from ?address, ?coin and
 * ?amount); POST with address, coin, amount and optionally tx_id records the transfer and delivers it as the
 * custody webhook would, so it is credited once and notifies 'crypto received'. The result carries
 * data-outcome (credited, duplicate, ignored) and data-tx-id for scripts.
 */
export async function cryptoDepositSandboxPage(
  deps: Deps,
  request: { method: string; params: URLSearchParams },
): Promise<SandboxPageAnswer> {
  const values: DepositForm = {
    address: request.params.get('address')?.trim() ?? '',
    coin: request.params.get('coin')?.trim().toUpperCase() || 'ETH',
    amount: request.params.get('amount')?.trim() ?? '',
  };
  if (request.method === 'GET') return { status: 200, html: page(form(values)) };
  if (request.method !== 'POST') return { status: 405, html: page('<p>Use GET or POST.</p>') };

  const refuse = (message: string, status = 400) => ({
    status,
    html: page(`<p id="deposit-error" role="alert">${escapeHtml(message)}</p>${form(values)}`),
  });
  const { coin } = values;
  if (!isAllowedCoin(coin)) return refuse(`Choose one of ${ALLOWED_PAYMENT_CRYPTO.join(', ')}.`);
  if (!isValidAddressFor(coin, values.address)) return refuse(`This is not a valid ${coin} deposit address.`);
  let micros: number;
  try {
    micros = Number(microUnitsFromCoinInput(values.amount));
  } catch {
    return refuse('Enter an amount with at most 6 decimals.');
  }
  if (micros <= 0) return refuse('Enter an amount above zero.');

  const txId = request.params.get('tx_id')?.trim() || newSandboxTxId(deps.newId);
  const recorded = await recordSandboxTransfer(deps.db, { txId, coin, address: values.address, micros });
  if (!recorded.ok) return refuse('This transaction id was already used for another transfer.', 409);
  const outcome = await receiveDepositNotification(deps, {
    type: 'transfer',
    state: 'confirmed',
    coin: coin.toLowerCase(),
    hash: txId,
  });
  return {
    status: 200,
    html: page(`<p id="deposit-result" role="status" data-outcome="${outcome}" data-tx-id="${escapeHtml(txId)}">
<b>${escapeHtml(formatCoin(micros, coin))}</b> sent to <code>${escapeHtml(values.address)}</code>
(transaction <code>${escapeHtml(txId)}</code>). ${outcomeText[outcome]}</p>
<p><a href="/sandbox/crypto?${new URLSearchParams({ address: values.address, coin }).toString()}">Send another
deposit</a></p>`),
  };
}
