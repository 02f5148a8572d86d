import type { ServerResponse } from 'node:http';
import type { Db } from '../../functions/data/db';
import { listSentMessages, type SentMessage } from '../../functions/data/sent-message';
import type { MetricCount } from '../../functions/lib/adapters/counting-metrics';
import { API_EXPLORER_PATH, apiExplorerBody, sendSwaggerUiFile } from './api-explorer';
import { creatorsPageBody } from './dev-creators';

/** Read-only views of the local runtime for the ops page (workflows, schedules, queues, dead letters). */
export interface OpsSource {
  sections(): Promise<{ title: string; rows: Record<string, unknown>[] }[]>;
  /** The business metrics counted since start, served as /dev/metrics.json (for tests and scripts). */
  metrics?(): MetricCount[];
}

const escapeHtml = (value: unknown) =>
  String(value ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const cell = (value: unknown) =>
  `<td>${escapeHtml(typeof value === 'object' && value !== null ? JSON.stringify(value) : value)}</td>`;

const EMPTY = '<p class="empty">Nothing here yet.</p>';

function table(rows: Record<string, unknown>[]): string {
  if (rows.length === 0) return EMPTY;
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return `<table><thead><tr>${columns.map((c) => `<th>${escapeHtml(c)}</th>`).join('')}</tr></thead><tbody>${rows
    .map((row) => `<tr>${columns.map((c) => cell(row[c])).join('')}</tr>`)
    .join('')}</tbody></table>`;
}

/** The outbox's frames: no scripts and no access to this page; links open in a tab of their own. */
const EMAIL_SANDBOX = 'allow-popups allow-popups-to-escape-sandbox';

/** An e-mail as its recipient sees it: its HTML in a sandboxed frame, every link opening a new tab. */
function emailFrame(message: SentMessage): string {
  const document = `<!doctype html><html><head><meta charset="utf-8"><base target="_blank">
<style>body{font:14px system-ui,sans-serif;margin:12px;color:#111}</style></head><body>${message.body}</body></html>`;
  return `<iframe class="email" title="${escapeHtml(`E-mail to ${message.to}: ${message.subject}`)}" sandbox="${EMAIL_SANDBOX}" srcdoc="${escapeHtml(document)}"></iframe>`;
}

function outboxMessage(message: SentMessage): string {
  const body =
    message.channel === 'email' ? emailFrame(message) : `<pre class="sms">${escapeHtml(message.body)}</pre>`;
  return `<article class="message" data-channel="${message.channel}"><h2>${escapeHtml(message.subject)}</h2>
<p class="meta">${message.channel === 'email' ? 'E-mail' : 'SMS'} to ${escapeHtml(message.to)} · <time>${escapeHtml(message.sentAt)}</time></p>${body}</article>`;
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title>
<style>body{font:14px system-ui,sans-serif;margin:24px;color:#111}table{border-collapse:collapse;width:100%;margin-bottom:24px}
th,td{border:1px solid #ddd;padding:6px;text-align:left;vertical-align:top;max-width:520px;overflow-wrap:anywhere}
th{background:#f4f4f6}nav a{margin-right:16px}.empty,.meta{color:#666}
.message{border:1px solid #ddd;border-radius:8px;padding:12px 16px;margin-bottom:16px}.message h2{font-size:16px;margin:0}
.meta{margin:4px 0 8px}.email{width:100%;height:140px;border:1px solid #eee;resize:vertical}.sms{white-space:pre-wrap;margin:0}</style></head>
<body><nav><a href="/app/">App</a><a href="/dev/outbox">Outbox</a><a href="/dev/ops">Ops</a><a href="/dev/creators">Creators</a><a href="${API_EXPLORER_PATH}">API</a></nav><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}

/**
 * /dev/outbox, /dev/outbox.json, /dev/ops, /dev/creators and /dev/api: local-only pages for people running the
 * stack.
 */
export function devRoutes(db: Db, ops: OpsSource) {
  return async (
    path: string,
    res: ServerResponse,
    query: URLSearchParams = new URLSearchParams(),
  ): Promise<boolean> => {
    if (path === '/dev/metrics.json' && ops.metrics) {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify(ops.metrics()));
      return true;
    }
    if (await sendSwaggerUiFile(path, res)) return true;
    if (path === '/dev/outbox.json') {
      const messages = await listSentMessages(db);
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(
        JSON.stringify(
          messages.map((m) => ({
            channel: m.channel,
            to: m.to,
            subject: m.subject,
            body: m.body,
            sent_at: m.sentAt,
          })),
        ),
      );
      return true;
    }
    let html: string;
    if (path === '/dev/outbox') {
      const messages = await listSentMessages(db);
      html = page(
        'Sent e-mail and SMS',
        messages.length === 0 ? EMPTY : messages.map(outboxMessage).join(''),
      );
    } else if (path === '/dev/ops') {
      const sections = await ops.sections();
      html = page('Ops', sections.map((s) => `<h2>${escapeHtml(s.title)}</h2>${table(s.rows)}`).join(''));
    } else if (path === '/dev/creators') {
      html = page('Creator invitations', await creatorsPageBody(db, query));
    } else if (path === API_EXPLORER_PATH) {
      html = page('API', apiExplorerBody);
    } else {
      return false;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(html);
    return true;
  };
}
