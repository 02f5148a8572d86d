import type { ServerResponse } from 'node:http';
import type { Db } from '../../functions/data/db';
import { listSentMessages } from '../../functions/data/sent-message';

/** Read-only views of the local runtime for the ops page (workflows, schedules, queues, dead letters). */
export interface OpsSource {
  sections(): Promise<{ title: string; rows: Record<string, unknown>[] }[]>;
}

const escapeHtml = (value: unknown) =>
  String(value ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const cell = (value: unknown) =>
  `<td>${escapeHtml(typeof value === 'object' && value !== null ? JSON.stringify(value) : value)}</td>`;

function table(rows: Record<string, unknown>[]): string {
  if (rows.length === 0) return '<p class="empty">Nothing here yet.</p>';
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return `<table><thead><tr>${columns.map((c) => `<th>${escapeHtml(c)}</th>`).join('')}</tr></thead><tbody>${rows
    .map((row) => `<tr>${columns.map((c) => cell(row[c])).join('')}</tr>`)
    .join('')}</tbody></table>`;
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font:14px system-ui,sans-serif;margin:24px;color:#111}table{border-collapse:collapse;width:100%;margin-bottom:24px}
th,td{border:1px solid #ddd;padding:6px;text-align:left;vertical-align:top;max-width:520px;overflow-wrap:anywhere}
th{background:#f4f4f6}nav a{margin-right:16px}.empty{color:#666}</style></head>
<body><nav><a href="/app/">App</a><a href="/dev/outbox">Outbox</a><a href="/dev/ops">Ops</a></nav><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}

/** /dev/outbox, /dev/outbox.json and /dev/ops: local-only pages for people running the stack. */
export function devRoutes(db: Db, ops: OpsSource) {
  return async (path: string, res: ServerResponse): Promise<boolean> => {
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
        table(
          messages.map((m) => ({
            sent_at: m.sentAt,
            channel: m.channel,
            to: m.to,
            subject: m.subject,
            body: m.body,
          })),
        ),
      );
    } else if (path === '/dev/ops') {
      const sections = await ops.sections();
      html = page('Ops', sections.map((s) => `<h2>${escapeHtml(s.title)}</h2>${table(s.rows)}`).join(''));
    } else {
      return false;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(html);
    return true;
  };
}
