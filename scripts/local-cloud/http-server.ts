import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import {
  type LocalMedia,
  SIGNED_MEDIA_PATH,
  SIGNED_UPLOAD_PATH,
} from '../../functions/lib/adapters/local-media';
import type { Logger } from '../../functions/lib/logger';
import { OPENAPI_CACHE_CONTROL, OPENAPI_DOCUMENT_PATH, openApiDocument } from '../../shared/api/openapi';
import { tryDecodeURIComponent } from '../../shared/api/route';
import {
  appFramingOf,
  appSecurityHeaders,
  type Framing,
  headerFields,
  pageSecurityHeaders,
  resourceSecurityHeaders,
  type SecurityHeaders,
} from '../../shared/http/security-headers';
import { invokeApi } from './api-gateway';
import { answerClientError, badRequestBody } from './client-errors';
import { compress, compressedFileCache, encodingFor } from './compression';
import type { EdgeAnswer, EdgeCache } from './edge-cache';

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
  '.webm': 'video/webm',
  '.wav': 'audio/wav',
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
  devRoutes?: (path: string, res: ServerResponse, query: URLSearchParams) => Promise<boolean>;
  /** /sandbox/* pages where testers play third-party providers (identity checks, card challenges, ...). */
  sandboxPages?: (
    call: SandboxCall,
  ) => Promise<{ status: number; html: string; contentType?: string; framing?: Framing } | undefined>;
  /** Vite in middleware mode (`npm run dev`): serves /app with hot reload instead of web/dist. */
  vite?: Middleware;
  /** Private media read through signed URLs (/private-media/*): what S3 answers to presigned URLs in AWS. */
  signedMedia?: Pick<LocalMedia, 'readSigned'>;
  /** Uploads to signed URLs (PUT /media-upload/*): what S3 takes from presigned PUTs in AWS. */
  signedUploads?: Pick<LocalMedia, 'writeSigned'>;
  /** CloudFront's cache of the API's public answers (edge-cache.ts); none: every call reaches the API. */
  edgeCache?: EdgeCache;
}

/** Resolves a URL path inside a folder, refusing anything that would leave it. */
function safeJoin(root: string, urlPath: string): string | undefined {
  const decoded = tryDecodeURIComponent(urlPath);
  if (decoded === undefined) return undefined;
  const path = normalize(join(root, decoded));
  return path === root || path.startsWith(root + sep) ? path : undefined;
}

const compressedFile = compressedFileCache();
const VARY = { vary: 'Accept-Encoding' };

async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  cacheControl: string,
): Promise<boolean> {
  const info = await stat(path).catch(() => undefined);
  if (!info?.isFile()) return false;
  const contentType = CONTENT_TYPES[extname(path)] ?? 'application/octet-stream';
  const { encoding, vary } = encodingFor(req.headers['accept-encoding'], { contentType, size: info.size });
  const headers = { 'content-type': contentType, 'cache-control': cacheControl, ...(vary && VARY) };
  if (!encoding) {
    res.writeHead(200, { ...headers, 'content-length': info.size });
    createReadStream(path).pipe(res);
    return true;
  }
  const body = await compressedFile(path, `${info.size}:${info.mtimeMs}`, encoding, () => readFile(path));
  res.writeHead(200, { ...headers, 'content-encoding': encoding, 'content-length': body.length });
  res.end(body);
  return true;
}

/** Which of the security headers a path gets; Vite's dev server injects inline code, so it has no app policy. */
function securityHeadersOf(path: string, vite: boolean): SecurityHeaders {
  if (
    path.startsWith('/api/') ||
    path.startsWith('/media/') ||
    path.startsWith(SIGNED_MEDIA_PATH) ||
    path.startsWith(SIGNED_UPLOAD_PATH)
  )
    return resourceSecurityHeaders;
  if (path === '/' || path === '/app' || path.startsWith('/app/'))
    return vite ? pageSecurityHeaders(appFramingOf(path)) : appSecurityHeaders('local', appFramingOf(path));
  return pageSecurityHeaders('none');
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

/** A body held in memory, compressed as the browser accepts (as CloudFront does). */
async function sendBody(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  headers: Record<string, string | string[]>,
  body: Buffer,
) {
  const { encoding, vary } = encodingFor(req.headers['accept-encoding'], {
    contentType: headers['content-type']?.toString(),
    contentEncoding: headers['content-encoding']?.toString(),
    size: body.length,
  });
  // The answer's own Vary (Authorization) kept, Accept-Encoding added to it.
  const varies = [headers.vary?.toString(), vary ? VARY.vary : undefined].filter(Boolean).join(', ');
  const sent = {
    ...headers,
    ...(varies && { vary: varies }),
    ...(encoding && { 'content-encoding': encoding }),
  };
  res.writeHead(status, sent);
  res.end(encoding ? await compress(body, encoding) : body);
}

/** The OpenAPI document, generated once per process on first request (in AWS a file the CDK app wrote). */
let apiDocument: Buffer | undefined;
const apiDocumentBody = () => {
  apiDocument ??= Buffer.from(JSON.stringify(openApiDocument()));
  return apiDocument;
};

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** What CloudFront does in AWS: /api/* to the HTTP API, /media/* to the media bucket, /app/* to the web app. */
export function createHttpServer(options: HttpServerOptions): Server {
  const callApi = async (req: IncomingMessage, url: URL): Promise<EdgeAnswer> => {
    const result = await invokeApi({
      method: req.method ?? 'GET',
      url,
      headers: req.headers,
      body: await readBody(req),
      sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
    });
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(result.headers ?? {}))
      headers[name.toLowerCase()] = String(value);
    if (result.cookies?.length) headers['set-cookie'] = result.cookies;
    const body = Buffer.from(result.body ?? '', result.isBase64Encoded ? 'base64' : 'utf8');
    return { status: result.statusCode ?? 200, headers, body };
  };

  const serveApi = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    const answer =
      req.method === 'GET' && options.edgeCache
        ? await options.edgeCache.serve(
            { pathAndQuery: `${url.pathname}${url.search}`, headers: req.headers },
            () => callApi(req, url),
          )
        : await callApi(req, url);
    await sendBody(req, res, answer.status, answer.headers, answer.body);
  };

  const serveApp = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    if (options.vite) return options.vite(req, res, () => sendJson(res, 404, { detail: 'Not found.' }));
    const relative = url.pathname.slice('/app'.length) || '/';
    const file = safeJoin(options.webDir, relative);
    const isAsset = relative.startsWith('/assets/');
    if (
      file &&
      relative !== '/' &&
      (await sendFile(req, res, file, isAsset ? 'public, max-age=31536000, immutable' : 'no-cache'))
    )
      return;
    // The SPA fallback: every /app path without a file is the app's index.html (same as the CloudFront function).
    if (extname(relative) && !relative.endsWith('.html')) return sendJson(res, 404, { detail: 'Not found.' });
    if (!(await sendFile(req, res, join(options.webDir, 'index.html'), 'no-cache'))) {
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
      ...headerFields(pageSecurityHeaders(answer.framing ?? 'none')),
      'content-type': answer.contentType ?? 'text/html; charset=utf-8',
      'cache-control': 'no-store',
    });
    res.end(answer.html);
  };

  return createServer(async (req, res) => {
    // A target node's parser lets through but URL cannot read (absolute-form 'http://['): unreadable, not a crash.
    if (!URL.canParse(req.url ?? '/', 'http://localhost')) return sendJson(res, 400, badRequestBody);
    const url = new URL(req.url ?? '/', 'http://localhost');
    for (const [name, value] of Object.entries(headerFields(securityHeadersOf(url.pathname, !!options.vite))))
      res.setHeader(name, value);
    try {
      if (url.pathname === '/' || url.pathname === '/app') {
        res.writeHead(302, { location: '/app/' });
        res.end();
      } else if (url.pathname === OPENAPI_DOCUMENT_PATH && (req.method === 'GET' || req.method === 'HEAD')) {
        const headers = { 'content-type': 'application/json', 'cache-control': OPENAPI_CACHE_CONTROL };
        await sendBody(req, res, 200, headers, apiDocumentBody());
      } else if (url.pathname.startsWith('/api/')) {
        await serveApi(req, res, url);
      } else if (url.pathname.startsWith('/app/')) {
        await serveApp(req, res, url);
      } else if (url.pathname.startsWith('/media/')) {
        const file = safeJoin(options.mediaDir, url.pathname.slice('/media'.length));
        if (!file || !(await sendFile(req, res, file, 'public, max-age=3600')))
          sendJson(res, 404, { detail: 'Not found.' });
      } else if (url.pathname.startsWith(SIGNED_MEDIA_PATH) && options.signedMedia) {
        // As S3 refuses a presigned URL: 403 once expired or when the signature does not match.
        const read = options.signedMedia.readSigned(url, Date.now());
        if ('refused' in read)
          sendJson(res, 403, {
            detail: read.refused === 'expired' ? 'Request has expired.' : 'Access denied.',
          });
        else if (!(await sendFile(req, res, read.file, 'private, no-store')))
          sendJson(res, 404, { detail: 'Not found.' });
      } else if (
        url.pathname.startsWith(SIGNED_UPLOAD_PATH) &&
        req.method === 'PUT' &&
        options.signedUploads
      ) {
        const contentType = req.headers['content-type'] ?? '';
        const written = await options.signedUploads.writeSigned(
          url,
          { contentType, body: await readBody(req) },
          Date.now(),
        );
        if ('refused' in written)
          sendJson(res, 403, {
            detail: written.refused === 'expired' ? 'Request has expired.' : 'Access denied.',
          });
        else sendJson(res, 200, {});
      } else if (url.pathname.startsWith('/sandbox/') && options.sandboxPages) {
        await serveSandbox(req, res, url);
      } else if (
        url.pathname.startsWith('/dev/') &&
        options.devRoutes &&
        (await options.devRoutes(url.pathname, res, url.searchParams))
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
  }).on('clientError', answerClientError);
}
