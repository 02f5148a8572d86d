import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import type { Principal } from '../../../functions/lib/auth/principal';
import { systemClock } from '../../../functions/lib/clock';
import type { Deps } from '../../../functions/lib/deps';
import { parseEnv } from '../../../functions/lib/env';
import { ConflictError } from '../../../functions/lib/errors';
import { endpoint, familyHandler } from '../../../functions/lib/http';
import { newId } from '../../../functions/lib/ids';
import { createLogger } from '../../../functions/lib/logger';
import { liveRoutes } from '../../../shared/api/contract';
import { defineRoute, routeKey } from '../../../shared/api/route';
import { defaultFlags } from '../../../shared/domain/flags';
import { messages } from '../../../shared/domain/messages';
import fixture from '../../fixtures/events/api-gateway-v2.json';

const logLines: string[] = [];
const deps = {
  env: parseEnv({ STAGE: 'test', TABLE_NAME: 'unused' }),
  clock: systemClock,
  newId,
  flags: defaultFlags,
  logger: createLogger({}, 'info', (line) => logLines.push(line)),
} as Deps;

const context = { awsRequestId: 'lambda-request' } as Context;
const event = (overrides: Partial<APIGatewayProxyEventV2> = {}): APIGatewayProxyEventV2 => ({
  ...(fixture as APIGatewayProxyEventV2),
  ...overrides,
});

describe('the middy stack', () => {
  it('validates the body with the contract schema and answers the spec error shape with 400', async () => {
    const handler = familyHandler(
      [endpoint(liveRoutes.emailSubscribe, async () => ({ subscribed: true as const }))],
      () => deps,
    );
    const result = await handler(
      event({ body: JSON.stringify({ email: 'not-an-email', 'g-recaptcha-response': 'token' }) }),
      context,
    );
    expect(result.statusCode).toBe(400);
    expect(JSON.parse(result.body ?? '')).toEqual({
      detail: messages.validationFailed,
      code: 'validation_error',
      errors: [{ field: 'email', message: messages.emailInvalid }],
    });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const handler = familyHandler(
      [endpoint(liveRoutes.emailSubscribe, async () => ({ subscribed: true as const }))],
      () => deps,
    );
    const result = await handler(event({ body: '{"email":' }), context);
    expect(result.statusCode).toBe(400);
    expect(JSON.parse(result.body ?? '').errors[0].field).toBe('body');
  });

  it('passes parsed input to the endpoint and answers JSON', async () => {
    const received: unknown[] = [];
    const handler = familyHandler(
      [
        endpoint(liveRoutes.emailSubscribe, async (_deps, { body }) => {
          received.push(body);
          return { subscribed: true as const };
        }),
      ],
      () => deps,
    );
    const result = await handler(event(), context);
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body ?? '')).toEqual({ subscribed: true });
    expect(received).toEqual([
      { email: 'fan@example.com', tags: ['drops'], 'g-recaptcha-response': 'token' },
    ]);
  });

  it('maps named errors to their status in one place', async () => {
    const handler = familyHandler(
      [
        endpoint(liveRoutes.emailSubscribe, async () => {
          throw new ConflictError('Already there.');
        }),
      ],
      () => deps,
    );
    const result = await handler(event(), context);
    expect(result.statusCode).toBe(409);
    expect(JSON.parse(result.body ?? '')).toEqual({ detail: 'Already there.', code: 'conflict' });
  });

  it('hides unexpected errors behind a 500 with the generic message and logs them with the request id', async () => {
    const handler = familyHandler(
      [
        endpoint(liveRoutes.emailSubscribe, async () => {
          throw new Error('table exploded');
        }),
      ],
      () => deps,
    );
    const result = await handler(event(), context);
    expect(result.statusCode).toBe(500);
    expect(result.body).not.toContain('exploded');
    expect(logLines.some((line) => line.includes('table exploded') && line.includes('lambda-request'))).toBe(
      true,
    );
  });

  it('answers 404 for a route key the family does not serve', async () => {
    const handler = familyHandler([], () => deps);
    const result = await handler(event({ routeKey: 'GET /api/nowhere' }), context);
    expect(result.statusCode).toBe(404);
  });

  describe('input no handler can read', () => {
    const subscribe = () =>
      familyHandler(
        [endpoint(liveRoutes.emailSubscribe, async () => ({ subscribed: true as const }))],
        () => deps,
      );
    const withType = (contentType: string | undefined) => {
      const { 'content-type': _, ...headers } = fixture.headers;
      return event({
        headers: contentType === undefined ? headers : { ...headers, 'content-type': contentType },
      });
    };

    it.each([
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/jsonp',
    ])('answers a %s body with 415 and the spec error shape', async (contentType) => {
      const result = await subscribe()(withType(contentType), context);
      expect(result.statusCode).toBe(415);
      expect(JSON.parse(result.body ?? '')).toEqual({
        detail: messages.unsupportedMediaType,
        code: 'unsupported_media_type',
      });
    });

    it.each([
      'application/json; charset=utf-8',
      'Application/JSON',
      'application/merge-patch+json',
      undefined,
    ])('reads a %s body as JSON', async (contentType) => {
      expect((await subscribe()(withType(contentType), context)).statusCode).toBe(200);
    });

    it('keeps a cookie with a malformed %-sequence as sent, and decodes the others', async () => {
      const seen: Record<string, string>[] = [];
      const handler = familyHandler(
        [
          endpoint(liveRoutes.emailSubscribe, async (_deps, { cookies }) => {
            seen.push(cookies);
            return { subscribed: true as const };
          }),
        ],
        () => deps,
      );
      const result = await handler(event({ cookies: ['a=%E0%A4%A', 'b=caf%C3%A9'] }), context);
      expect(result.statusCode).toBe(200);
      expect(seen).toEqual([{ a: '%E0%A4%A', b: 'café' }]);
    });

    it('answers a path parameter with a malformed %-sequence with 400 naming the parameter', async () => {
      const handler = familyHandler([endpoint(liveRoutes.getDrop, async () => ({}) as never)], () => deps);
      const result = await handler(
        event({
          routeKey: routeKey(liveRoutes.getDrop),
          body: undefined,
          pathParameters: { id: '%E0%A4%A' },
        }),
        context,
      );
      expect(result.statusCode).toBe(400);
      expect(JSON.parse(result.body ?? '')).toEqual({
        detail: messages.validationFailed,
        code: 'validation_error',
        errors: [{ field: 'id', message: messages.malformedEncoding }],
      });
    });
  });

  describe("a 'verified' route", () => {
    // No live route needs a verified e-mail yet: a fixture route with the subscribe call's key stands in.
    const verifiedRoute = defineRoute({ ...liveRoutes.emailSubscribe, access: 'verified' });
    const withUser = (claims: Principal, stored: { emailVerified: boolean } | undefined) => {
      const reads: unknown[] = [];
      const userDeps = {
        ...deps,
        sessions: { verifyIdToken: async () => claims, issueIdToken: async () => '' },
        db: {
          tableName: 'unused',
          client: {
            send: async (command: unknown) => {
              reads.push(command);
              return { Item: stored };
            },
          },
        },
      } as unknown as Deps;
      const handler = familyHandler(
        [endpoint(verifiedRoute, async (_deps, { user }) => ({ subscribed: user.emailVerified as true }))],
        () => userDeps,
      );
      const call = () =>
        handler(event({ headers: { ...fixture.headers, authorization: 'Bearer t' } }), context);
      return { call, reads };
    };

    it('answers 403 email_not_verified when neither the token nor the record says verified', async () => {
      const result = await withUser({ uuid: 'u1', emailVerified: false }, { emailVerified: false }).call();
      expect(result.statusCode).toBe(403);
      expect(JSON.parse(result.body ?? '')).toEqual({
        detail: messages.emailUnverified,
        code: 'email_not_verified',
      });
      expect((await withUser({ uuid: 'u1', emailVerified: false }, undefined).call()).statusCode).toBe(403);
    });

    it('lets a token minted before the confirmation through once the record is verified', async () => {
      const result = await withUser({ uuid: 'u1', emailVerified: false }, { emailVerified: true }).call();
      expect(result.statusCode).toBe(200);
      expect(JSON.parse(result.body ?? '')).toEqual({ subscribed: true });
    });

    it('trusts a verified token without reading the user, and answers 401 without a token', async () => {
      const verified = withUser({ uuid: 'u1', emailVerified: true }, undefined);
      expect((await verified.call()).statusCode).toBe(200);
      expect(verified.reads).toEqual([]);
      const handler = familyHandler(
        [endpoint(verifiedRoute, async () => ({ subscribed: true as const }))],
        () => deps,
      );
      expect((await handler(event(), context)).statusCode).toBe(401);
    });
  });
});
