import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { it } from 'vitest';
import { createLogger } from '../../../functions/lib/logger';
import { createHttpServer } from '../../../scripts/local-cloud/http-server';
it('x', async () => {
  const server = createHttpServer({ webDir: '/nonexistent', mediaDir: '/nonexistent', logger: createLogger({ test: true }, 'error', () => {}) });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  for (const line of ['GET http://[ HTTP/1.1', 'GET //[ HTTP/1.1', 'GET http://a:99999/x HTTP/1.1', 'GET /media/%E0%A4%A HTTP/1.1', 'GET /app/%E0%A4%A HTTP/1.1']) {
    const out = await new Promise<string>((done) => {
      const s = connect((server.address() as AddressInfo).port, '127.0.0.1', () => s.write(`${line}\r\nHost: x\r\nConnection: close\r\n\r\n`));
      const c: Buffer[] = []; s.on('data', (d) => c.push(d)); s.on('end', () => done(Buffer.concat(c).toString().split('\r\n')[0] ?? '')); s.on('error', (e) => done(String(e)));
    });
    console.log(line, '=>', out);
  }
  server.close();
});
