import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/**
 * Compression as CloudFront does it in AWS: text types from 1 KB up, brotli or gzip as the browser accepts,
 * never an answer that is encoded already.
 */
export type Encoding = 'br' | 'gzip';

const MIN_BYTES = 1024;

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml)|image\/svg\+xml)/;

export const isCompressible = (contentType: string | undefined) => COMPRESSIBLE.test(contentType ?? '');

/** brotli before gzip; a coding with q=0 is refused, '*' stands for both. */
export function negotiateEncoding(acceptEncoding: string | string[] | undefined): Encoding | undefined {
  const quality = new Map<string, number>();
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name) quality.set(name, q === undefined ? 1 : Number(q));
  }
  const accepts = (coding: Encoding) => (quality.get(coding) ?? quality.get('*') ?? 0) > 0;
  return (['br', 'gzip'] as const).find(accepts);
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export const compress = (body: Buffer, encoding: Encoding): Promise<Buffer> =>
  encoding === 'br'
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipAsync(body);

/**
 * The encoding an answer gets, or undefined to send it as it is. Compressible answers vary by Accept-Encoding
 * either way, so a cache between never serves one encoding to a browser that asked for another.
 */
export function encodingFor(
  acceptEncoding: string | string[] | undefined,
  headers: { contentType?: string; contentEncoding?: string; size: number },
): { encoding?: Encoding; vary: boolean } {
  if (!isCompressible(headers.contentType) || headers.contentEncoding) return { vary: false };
  return { encoding: headers.size >= MIN_BYTES ? negotiateEncoding(acceptEncoding) : undefined, vary: true };
}

/** Compressed static files, kept while the file's size and modification time stay the same. */
export function compressedFileCache() {
  const cache = new Map<string, { version: string; body: Promise<Buffer> }>();
  return (path: string, version: string, encoding: Encoding, read: () => Promise<Buffer>) => {
    const key = `${encoding}:${path}`;
    const cached = cache.get(key);
    if (cached?.version === version) return cached.body;
    const body = read().then((content) => compress(content, encoding));
    body.catch(() => cache.delete(key));
    cache.set(key, { version, body });
    return body;
  };
}
