import { request } from 'node:http';
import { type Browser, chromium } from 'playwright-core';

/**
 * The web app's first-load figures for a page, in local headless Chromium (Debian's, never a downloaded one): the
 * JavaScript it loads before it settles (compressed bytes on the wire, as the server sends them with the browser's
 * own Accept-Encoding), Largest Contentful Paint and Cumulative Layout Shift from the browser's PerformanceObserver.
 * Starts nothing: give it the base URL of a running local cloud (with web/dist built), e.g.
 * `npx tsx scripts/web-vitals.ts http://localhost:3000`; `npm run bench` calls it on its own cloud.
 * Targets for /app/drops (issue 12): initial JS at most 100 KB gzipped, LCP at most 1.0 s, CLS at most 0.05.
 */

export interface WebVitals {
  path: string;
  /** Scripts fetched until the network is idle after load: count, bytes on the wire, uncompressed bytes. */
  scripts: number;
  jsTransferBytes: number;
  jsDecodedBytes: number;
  /** The same scripts asked for again with `Accept-Encoding: gzip` only: the figure the 100 KB target is in. */
  jsGzipBytes: number;
  /** The content encodings the scripts came with (e.g. br, gzip, identity). */
  encodings: string[];
  lcpMs: number;
  cls: number;
}

const RUNS = Number(process.env.WEB_VITALS_RUNS ?? 3);

// Registered before any page script: buffered entries cover everything from navigation start.
const OBSERVE = `
  window.__vitals = { lcp: 0, cls: 0 };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__vitals.lcp = Math.max(window.__vitals.lcp, e.startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  // CLS as the browser defines it: the largest session window (shifts less than 1 s apart, at most 5 s long).
  let session = 0, first = 0, last = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      if (session && e.startTime - last < 1000 && e.startTime - first < 5000) session += e.value;
      else { session = e.value; first = e.startTime; }
      last = e.startTime;
      window.__vitals.cls = Math.max(window.__vitals.cls, session);
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

async function measureOnce(browser: Browser, baseUrl: string, path: string): Promise<WebVitals> {
  // A fresh context each run: a cold cache, as a first visit.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVE);
    const encodings = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' || /\.m?js(\?|$)/.test(response.url())) {
        encodings.add(response.headers()['content-encoding'] ?? 'identity');
      }
    });
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    // LCP stops at the first input; a short settle lets the last paint's entry arrive.
    await page.waitForTimeout(300);
    const figures = await page.evaluate(() => {
      const w = window as unknown as { __vitals: { lcp: number; cls: number } };
      const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) =>
        /\.m?js(\?|$)/.test(new URL(e.name).pathname),
      );
      return {
        urls: scripts.map((e) => e.name),
        scripts: scripts.length,
        jsTransferBytes: scripts.reduce((sum, e) => sum + e.encodedBodySize, 0),
        jsDecodedBytes: scripts.reduce((sum, e) => sum + e.decodedBodySize, 0),
        lcpMs: w.__vitals.lcp,
        cls: w.__vitals.cls,
      };
    });
    const { urls, ...rest } = figures;
    const gzipSizes = await Promise.all(urls.map(gzippedSize));
    return {
      path,
      ...rest,
      jsGzipBytes: gzipSizes.reduce((a, b) => a + b, 0),
      encodings: [...encodings].sort(),
    };
  } finally {
    await context.close();
  }
}

/** Bytes the server sends for a URL when the client accepts gzip only (raw, not decoded). */
const gzippedSize = (url: string) =>
  new Promise<number>((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () => resolve(bytes));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The median of a few cold loads (the first warms the server's compressed-file cache, as CloudFront's would be). */
export async function measureWebVitals(
  baseUrl: string,
  path = '/app/drops',
  runs = RUNS,
): Promise<WebVitals> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--no-first-run',
    ],
  });
  try {
    await measureOnce(browser, baseUrl, path);
    const results: WebVitals[] = [];
    for (let i = 0; i < runs; i++) results.push(await measureOnce(browser, baseUrl, path));
    const last = results[results.length - 1]!;
    return {
      ...last,
      lcpMs: median(results.map((r) => r.lcpMs)),
      cls: median(results.map((r) => r.cls)),
    };
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function formatWebVitals(v: WebVitals): string {
  const mark = (ok: boolean) => (ok ? 'ok' : 'OVER');
  return [
    `Web ${v.path} (headless Chromium, cold cache, median of ${RUNS})`,
    `  initial JS    ${kb(v.jsGzipBytes).padStart(9)} gzipped (${kb(v.jsTransferBytes)} on the wire as ${v.encodings.join(', ')}; ${kb(v.jsDecodedBytes)} decoded), ${v.scripts} scripts  [target ≤ 100 KB gzipped: ${mark(v.jsGzipBytes <= 100 * 1024)}]`,
    `  LCP           ${`${v.lcpMs.toFixed(0)} ms`.padStart(9)}  [target ≤ 1000 ms: ${mark(v.lcpMs <= 1000)}]`,
    `  CLS           ${v.cls.toFixed(3).padStart(9)}  [target ≤ 0.05: ${mark(v.cls <= 0.05)}]`,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const baseUrl = (process.argv[2] ?? 'http://localhost:3000').replace(/\/$/, '');
  measureWebVitals(baseUrl, process.argv[3] ?? '/app/drops')
    .then((v) => console.log(formatWebVitals(v)))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
