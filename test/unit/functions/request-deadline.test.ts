import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { checkoutResponse } from '../../../functions/api/payments/checkout-response';
import { acceptWhenLate } from '../../../functions/domain/purchases/checkout-answers';
import { systemClock } from '../../../functions/lib/clock';
import type { Deps } from '../../../functions/lib/deps';
import { parseEnv } from '../../../functions/lib/env';
import { endpoint, familyHandler } from '../../../functions/lib/http';
import { newId } from '../../../functions/lib/ids';
import { createLogger } from '../../../functions/lib/logger';
import { ACCEPT_EARLY_MS, acceptWithinMs, TIMEOUT_EARLY_MS } from '../../../functions/lib/request-deadline';
import { liveRoutes } from '../../../shared/api/contract';
import { messages } from '../../../shared/domain/messages';
import fixture from '../../fixtures/events/api-gateway-v2.json';

const logLines: string[] = [];
const deps = {
  env: parseEnv({ STAGE: 'test', TABLE_NAME: 'unused' }),
  clock: systemClock,
  newId,
  logger: createLogger({}, 'info', (line) => logLines.push(line)),
} as Deps;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** A Lambda context whose deadline is `ms` away. */
const contextWith = (ms: number): Context => {
  const deadline = Date.now() + ms;
  return { awsRequestId: 'r', getRemainingTimeInMillis: () => deadline - Date.now() } as Context;
};

describe('the request deadline', () => {
  it('answers a JSON 503 just before the Lambda timeout, never a gateway error or a 500', async () => {
    const handler = familyHandler(
      [
        endpoint(liveRoutes.emailSubscribe, async () => {
          await sleep(2_000);
          return { subscribed: true as const };
        }),
      ],
      () => deps,
    );
    const started = Date.now();
    const result = await handler(
      {
        ...(fixture as APIGatewayProxyEventV2),
        body: JSON.stringify({ email: 'a@example.com', 'g-recaptcha-response': 'token' }),
      },
      contextWith(TIMEOUT_EARLY_MS + 200),
    );
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(result.statusCode).toBe(503);
    expect(JSON.parse(result.body ?? '')).toMatchObject({
      code: 'timeout',
      detail: messages.requestTimedOut,
    });
  });

  it("answers a checkout still working 'accepted' with its order id, and its result when it is in time", async () => {
    const slow = sleep(300).then(() => ({ status: 'success' as const, data: { bid_id: 'o-1', items: [] } }));
    expect(await acceptWhenLate(deps, slow, { orderId: 'o-1', userUuid: 'u' }, 50)).toEqual({
      status: 'accepted',
      data: { bid_id: 'o-1' },
    });
    const quick = Promise.resolve({ status: 'success' as const, data: { bid_id: 'o-2', items: [] } });
    expect(await acceptWhenLate(deps, quick, { orderId: 'o-2', userUuid: 'u' }, 50)).toMatchObject({
      status: 'success',
    });
  });

  it('sends an accepted checkout with HTTP 202, and gives checkouts their time less the margin', () => {
    expect(checkoutResponse({ status: 'accepted', data: { bid_id: 'o-3' } })).toMatchObject({ status: 202 });
    expect(checkoutResponse({ status: 'success' })).toEqual({ status: 'success' });
    expect(acceptWithinMs(10_000)).toBe(10_000 - ACCEPT_EARLY_MS);
    expect(acceptWithinMs(100)).toBe(0);
  });
});
