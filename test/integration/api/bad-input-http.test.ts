import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureDeps } from '../../../functions/lib/deps';
import { createLogger } from '../../../functions/lib/logger';
import { createHttpServer } from '../../../scripts/local-cloud/http-server';
import { messages } from '../../../shared/domain/messages';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';

/** Bad input through the local cloud's HTTP server, where node's parser, the gateway and the handlers each see it. */

let server: ReturnType<typeof createHttpServer>;
let base: string;

beforeAll(async () => {
  configureDeps(createTestDeps(await createTestDb()).deps);
  server = createHttpServer({
    webDir: '/nonexistent',
    mediaDir: '/nonexistent',
    logger: createLogger({ test: true }, 'error', () => {}),
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((done) => server.close(() => done())));

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });

/** Sends raw bytes and answers everything the server wrote back before it closed the connection. */
const rawExchange = (bytes: string) =>
  new Promise<string>((done, fail) => {
    const socket = connect((server.address() as AddressInfo).port, '127.0.0.1', () => socket.write(bytes));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => done(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', fail);
  });

describe('bad input over HTTP', () => {
  it('answers headers over the size limit with 431 and a JSON error body', async () => {
    const answer = await fetch(`${base}/api/config`, { headers: { 'x-padding': 'p'.repeat(20_000) } });
    expect(answer.status).toBe(431);
    expect(answer.headers.get('content-type')).toBe('application/json');
    expect(await answer.json()).toEqual({ detail: messages.headersTooLarge, code: 'headers_too_large' });
  });

  it('answers a request node cannot parse with 400 and a JSON error body', async () => {
    const answer = await rawExchange('NOT A REQUEST\r\n\r\n');
    const [head = '', body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(head).toContain('content-type: application/json');
    expect(JSON.parse(body ?? '')).toEqual({ detail: messages.badRequest, code: 'bad_request' });
  });

  it('answers a request target URL cannot read with 400, instead of failing the server', async () => {
    const answer = await rawExchange('GET http://[ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    // The body comes chunked: the JSON is its one chunk.
    expect(JSON.parse(/\{.*\}/.exec(answer)?.[0] ?? '')).toEqual({
      detail: messages.badRequest,
      code: 'bad_request',
    });
  });

  it('answers a body that is not JSON with 415 and a JSON error body, and reads JSON with a charset', async () => {
    const refused = await post('/api/email-subscribe', 'email=fan@example.com', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(refused.status).toBe(415);
    expect(await refused.json()).toEqual({
      detail: messages.unsupportedMediaType,
      code: 'unsupported_media_type',
    });

    const body = JSON.stringify({ email: 'fan@example.com', 'g-recaptcha-response': 'token' });
    const read = await post('/api/email-subscribe', body, {
      'content-type': 'application/json; charset=utf-8',
    });
    expect(read.status).toBe(200);
  });

  it('treats a cookie with a malformed %-sequence as no session, not as a failure', async () => {
    const cookie = { cookie: 'refresh_token=%E0%A4%A; theme=%ZZ' };
    const loggedIn = await fetch(`${base}/api/is-logged-in`, { headers: cookie });
    expect(loggedIn.status).toBe(200);
    expect(await loggedIn.json()).toEqual({ is_logged_in: false });

    const refreshed = await post('/api/token/refresh', '{}', cookie);
    expect(refreshed.status).toBe(419);
    expect(await refreshed.json()).toMatchObject({ code: 'logged_out' });
  });

  it('answers a path parameter with a malformed %-sequence with 400 naming the parameter', async () => {
    const answer = await fetch(`${base}/api/auction/drops/%E0%A4%A`);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      detail: messages.validationFailed,
      code: 'validation_error',
      errors: [{ field: 'id', message: messages.malformedEncoding }],
    });
    expect((await fetch(`${base}/media/%E0%A4%A.png`)).status).toBe(404);
  });

  it('answers a login over 2 KB with 400 and the spec message, before it reaches the rate limits', async () => {
    const answer = await post(
      '/api/login',
      JSON.stringify({ login: 'a'.repeat(2_100), password: 'Secret#123', 'g-recaptcha-response': 'token' }),
    );
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      detail: messages.validationFailed,
      code: 'validation_error',
      errors: [{ field: 'login', message: messages.loginInvalid }],
    });
  });
});
