import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import type { Logger } from '../../functions/lib/logger';
import { invokeApi } from './api-gateway';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.mp4': 'video/mp4',
  '.mp3': 'audio/mpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

export type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export interface SandboxCall {
  method: string;
  path: string;
  /** Query parameters and, for form or JSON posts, the posted fields. */
  params: URLSearchParams;
}

export interface HttpServerOptions {
  webDir: string;
  mediaDir: string;
  logger: Logger;
  /** /dev/* pages for people running the stack; never part of the AWS deployment. */
  devRoutes?: (path: string, res: ServerResponse) => Promise<boolean>;
  /** /sandbox/* pages where testers play third-party providers (identity checks, card challenges, ...). */
  sandboxPages?: (
    call: SandboxCall,
  ) => Promise<{ status: number; html: string; contentType?: string } | undefined>;
  /** Vite in middleware mode (`npm run dev`): serves /app with hot reload instead of web/dist. */
  vite?: Middleware;
}

/** Resolves a URL path inside a folder, refusing anything that would leave it. */
function safeJoin(root: string, urlPath: string): string | undefined {
  const path = normalize(join(root, decodeURIComponent(urlPath)));
  return path === root || path.startsWith(root + sep) ? path : undefined;
}

async function sendFile(res: ServerResponse, path: string, cacheControl: string): Promise<boolean> {
  const info = await stat(path).catch(() => undefined);
  if (!info?.isFile()) return false;
  res.writeHead(200, {
    'content-type': CONTENT_TYPES[extname(path)] ?? 'application/octet-stream',
    'content-length': info.size,
    'cache-control': cacheControl,
  });
  createReadStream(path).pipe(res);
  return true;
}

const readBody = (req: IncomingMessage) =>
  new Promise<Buffer>((done, fail) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => done(Buffer.concat(chunks)));
    req.on('error', fail);
  });

/** A JSON object's fields as strings, or undefined when the body is not a JSON object. */
function jsonFields(body: string): [string, string][] | undefined {
  try {
    const value: unknown = JSON.parse(body || '{}');
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    return Object.entries(value).map(([name, field]) => [name, String(field)]);
  } catch {
    return undefined;
  }
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** What CloudFront does in AWS: /api/* to the HTTP API, /media/* to the media bucket, /app/* to the web app. */
export function createHttpServer(options: HttpServerOptions): Server {
  const serveApi = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    const result = await invokeApi({
      method: req.method ?? 'GET',
      url,
      headers: req.headers,
      body: await readBody(req),
      sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
    });
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(result.headers ?? {})) headers[name] = String(value);
    if (result.cookies?.length) headers['set-cookie'] = result.cookies;
    res.writeHead(result.statusCode ?? 200, headers);
    res.end(result.isBase64Encoded && result.body ? Buffer.from(result.body, 'base64') : (result.body ?? ''));
  };

  const serveApp = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    if (options.vite) return options.vite(req, res, () => sendJson(res, 404, { detail: 'Not found.' }));
    const relative = url.pathname.slice('/app'.length) || '/';
    const file = safeJoin(options.webDir, relative);
    const isAsset = relative.startsWith('/assets/');
    if (
      file &&
      relative !== '/' &&
      (await sendFile(res, file, isAsset ? 'public, max-age=31536000, immutable' : 'no-cache'))
    )
      return;
    // The SPA fallback: every /app path without a file is the app's index.html (same as the CloudFront function).
    if (extname(relative) && !relative.endsWith('.html')) return sendJson(res, 404, { detail: 'Not found.' });
    if (!(await sendFile(res, join(options.webDir, 'index.html'), 'no-cache'))) {
      res.writeHead(503, { 'content-type': 'text/plain' });
      res.end('The web app is not built yet: run `npm run build:web`.');
    }
  };

  const serveSandbox = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    const params = new URLSearchParams(url.search);
    const body = (await readBody(req)).toString('utf8');
    // Hosted card fields post JSON, as a processor's tokenization API takes it; pages post forms.
    const posted = req.headers['content-type']?.includes('application/json')
      ? jsonFields(body)
      : new URLSearchParams(body);
    if (!posted) return sendJson(res, 400, { detail: 'Malformed JSON.' });
    for (const [name, value] of posted) params.set(name, value);
    const answer = await options.sandboxPages?.({ method: req.method ?? 'GET', path: url.pathname, params });
    if (!answer) return sendJson(res, 404, { detail: 'Not found.' });
    res.writeHead(answer.status, {
      'content-type': answer.contentType ?? 'text/html; charset=utf-8',
      'cache-control': 'no-store',
    });
    res.end(answer.html);
  };

  return createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    try {
      if (url.pathname === '/' || url.pathname === '/app') {
        res.writeHead(302, { location: '/app/' });
        res.end();
      } else if (url.pathname.startsWith('/api/')) {
        await serveApi(req, res, url);
      } else if (url.pathname.startsWith('/app/')) {
        await serveApp(req, res, url);
      } else if (url.pathname.startsWith('/media/')) {
        const file = safeJoin(options.mediaDir, url.pathname.slice('/media'.length));
        if (!file || !(await sendFile(res, file, 'public, max-age=3600')))
          sendJson(res, 404, { detail: 'Not found.' });
      } else if (url.pathname.startsWith('/sandbox/') && options.sandboxPages) {
        await serveSandbox(req, res, url);
      } else if (
        url.pathname.startsWith('/dev/') &&
        options.devRoutes &&
        (await options.devRoutes(url.pathname, res))
      ) {
        // served by the dev pages
      } else {
        sendJson(res, 404, { detail: 'Not found.' });
      }
    } catch (error) {
      options.logger.error('local cloud request failed', { path: url.pathname, error: String(error) });
      if (!res.headersSent)
        sendJson(res, 500, { detail: 'Sorry, something went wrong', code: 'server_error' });
      else res.end();
    }
  });
}
