import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../../functions/lib/logger';
import { devRoutes } from '../../../scripts/local-cloud/dev-pages';
import { createHttpServer } from '../../../scripts/local-cloud/http-server';
import { OPENAPI_CACHE_CONTROL, openApiDocument } from '../../../shared/api/openapi';
import { headerFields, resourceSecurityHeaders } from '../../../shared/http/security-headers';
import { createTestDb } from '../../support/db';

let server: ReturnType<typeof createHttpServer>;
let base: string;

beforeAll(async () => {
  const db = await createTestDb();
  server = createHttpServer({
    webDir: tmpdir(),
    mediaDir: tmpdir(),
    logger: createLogger({ test: true }, 'error', () => {}),
    devRoutes: devRoutes(db, { sections: async () => [] }),
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((done) => server.close(() => done())));

describe('GET /api/openapi.json on the local cloud', () => {
  it('answers the document generated from the contract, compressed, as CloudFront serves the file', async () => {
    const answer = await fetch(`${base}/api/openapi.json`, { headers: { 'accept-encoding': 'gzip' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json');
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    expect(answer.headers.get('cache-control')).toBe(OPENAPI_CACHE_CONTROL);
    expect(answer.headers.get('content-security-policy')).toBe(
      headerFields(resourceSecurityHeaders)['content-security-policy'],
    );
    const body = await answer.json();
    expect(body).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
    expect(body.openapi).toBe('3.1.0');
  });

  it('is no API route: other methods get the API answer for an unknown route', async () => {
    const answer = await fetch(`${base}/api/openapi.json`, { method: 'POST' });
    expect(answer.status).toBe(404);
  });
});

describe('/dev/api', () => {
  const swaggerUiDir = createRequire(import.meta.url)
    .resolve('swagger-ui-dist/package.json')
    .replace(/package\.json$/, '');

  it('renders Swagger UI over /api/openapi.json with its files from swagger-ui-dist', async () => {
    const page = await (await fetch(`${base}/dev/api`)).text();
    expect(page).toContain('<script src="/dev/api/swagger-ui-bundle.js"></script>');
    expect(page).toContain('<link rel="stylesheet" href="/dev/api/swagger-ui.css">');
    expect(page).toContain('SwaggerUIBundle({ url: "/api/openapi.json"');
    expect(page).not.toMatch(/https?:\/\//);

    for (const [file, type] of [
      ['swagger-ui-bundle.js', 'text/javascript; charset=utf-8'],
      ['swagger-ui.css', 'text/css; charset=utf-8'],
    ]) {
      const answer = await fetch(`${base}/dev/api/${file}`);
      expect(answer.status, file).toBe(200);
      expect(answer.headers.get('content-type'), file).toBe(type);
      expect(
        Buffer.from(await answer.arrayBuffer()).equals(readFileSync(`${swaggerUiDir}${file}`)),
        file,
      ).toBe(true);
    }
  });

  it('serves no other file of the package', async () => {
    for (const path of ['/dev/api/package.json', '/dev/api/index.js', '/dev/api/%2e%2e/package.json'])
      expect((await fetch(`${base}${path}`)).status, path).toBe(404);
  });
});
