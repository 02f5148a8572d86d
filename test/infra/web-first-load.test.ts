import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  FIRST_LOAD_BUDGET_BYTES,
  type FirstLoad,
  formatFirstLoad,
  measureFirstLoad,
} from '../../scripts/web-first-load';

/**
 * Issue 12, point 4: the scripts of /app/drops's first load (the entry and what index.html preloads), built as
 * `npm run build:web` builds them, stay within 100 KB gzipped. What the page fetches at runtime besides is
 * measured in the browser by `npm run bench` (scripts/web-vitals.ts).
 */
describe('web first-load budget', () => {
  let load: FirstLoad;

  beforeAll(async () => {
    // Vite builds for the NODE_ENV it finds, and vitest's is 'test': React's development files, not the app's.
    vi.stubEnv('NODE_ENV', 'production');
    try {
      load = await measureFirstLoad();
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it(`keeps the first load within ${FIRST_LOAD_BUDGET_BYTES / 1024} KB gzipped`, () => {
    expect(load.totalBytes, formatFirstLoad(load, 30)).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
  });

  it('loads in two scripts: the entry with every module it imports, and the bundler runtime', () => {
    expect(load.scripts).toHaveLength(2);
  });

  it("leaves zod, the other screens' route table and the API route loaders to later chunks", () => {
    const lazy = [...load.modules.keys()].filter((name) =>
      /^zod\/|app\/routes\/screen-routes\.tsx$|lib\/api-routes\.ts$/.test(name),
    );
    expect(lazy).toEqual([]);
  });
});
