import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

/**
 * What the web app's first page loads, module by module: builds web/ with source maps into a temporary directory,
 * takes the entry script and the scripts index.html preloads (every static import of the entry), and shares each
 * script's gzipped size among its source modules by their bytes in it. `npx tsx scripts/web-first-load.ts [top]`;
 * test/infra/web-first-load.test.ts holds the total to the budget. Lazy chunks a page loads at runtime are not
 * counted: scripts/web-vitals.ts measures those in the browser.
 */

/** Issue 12: the first page's JavaScript, gzipped, at most 100 KB. */
export const FIRST_LOAD_BUDGET_BYTES = 100 * 1024;

interface SourceMap {
  sources: string[];
  mappings: string;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** A mapping segment's numbers (base64 VLQ, as source maps v3 write them). */
function vlq(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    shift += 5;
    if (digit & 32) continue;
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

/** Bytes of the generated code attributed to each source file of the map; unmapped code is the bundler's. */
function bytesPerSource(code: string, map: SourceMap): Map<string, number> {
  const lines = code.split('\n');
  const bytes = new Map<string, number>();
  let source = 0;
  map.mappings.split(';').forEach((line, index) => {
    // Columns are relative within a line, source indexes across the whole map.
    let column = 0;
    const segments = line
      .split(',')
      .filter(Boolean)
      .map((text) => {
        const [columnDelta = 0, sourceDelta] = vlq(text);
        column += columnDelta;
        if (sourceDelta !== undefined) source += sourceDelta;
        return { column, source: sourceDelta === undefined ? -1 : source };
      });
    segments.forEach((segment, i) => {
      const end = segments[i + 1]?.column ?? lines[index]?.length ?? 0;
      const name = segment.source < 0 ? '(bundler)' : (map.sources[segment.source] ?? '?');
      bytes.set(name, (bytes.get(name) ?? 0) + end - segment.column);
    });
  });
  return bytes;
}

/** A package's path inside node_modules, or a file's path in the repository. */
const moduleName = (source: string) =>
  source.includes('node_modules/') ? source.replace(/.*node_modules\//, '') : relative(process.cwd(), source);

export interface FirstLoad {
  /** The entry and the scripts index.html preloads, as /app/ paths. */
  scripts: string[];
  /** Their gzipped bytes, each script compressed alone as a server sends it. */
  totalBytes: number;
  /** Gzipped bytes per source module (a package's path inside node_modules, else the repository's). */
  modules: Map<string, number>;
}

export async function measureFirstLoad(): Promise<FirstLoad> {
  const outDir = mkdtempSync(join(tmpdir(), 'web-first-load-'));
  try {
    await build({
      configFile: 'web/vite.config.ts',
      logLevel: 'warn',
      build: { outDir, sourcemap: true },
    });
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/(?:src|href)="\/app\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    const modules = new Map<string, number>();
    let totalBytes = 0;
    for (const script of scripts) {
      const code = readFileSync(join(outDir, script), 'utf8');
      const gzipped = gzipSync(code).length;
      totalBytes += gzipped;
      // The bundler's own chunks (its runtime) have no map.
      const mapFile = join(outDir, `${script}.map`);
      const map: SourceMap = existsSync(mapFile)
        ? JSON.parse(readFileSync(mapFile, 'utf8'))
        : { sources: [], mappings: '' };
      for (const [source, bytes] of bytesPerSource(code, map)) {
        const name = source === '(bundler)' ? source : moduleName(resolve(dirname(mapFile), source));
        modules.set(name, (modules.get(name) ?? 0) + (gzipped * bytes) / code.length);
      }
    }
    return { scripts, totalBytes, modules };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);

/** The total, then the `top` heaviest modules. */
export function formatFirstLoad({ scripts, totalBytes, modules }: FirstLoad, top: number): string {
  return [
    `First load: ${scripts.length} scripts, ${kb(totalBytes).trim()} gzipped (with source map comments)`,
    ...[...modules]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, bytes]) => `${kb(bytes)}  ${name}`),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(formatFirstLoad(await measureFirstLoad(), Number(process.argv[2] ?? 30)));
}
