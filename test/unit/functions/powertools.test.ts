import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPowertools } from '../../../functions/lib/adapters/powertools';
import { powertoolsLogger } from '../../../functions/lib/adapters/powertools-logger';
import { powertoolsMetrics } from '../../../functions/lib/adapters/powertools-metrics';
import { systemClock } from '../../../functions/lib/clock';
import type { Deps } from '../../../functions/lib/deps';
import { parseEnv } from '../../../functions/lib/env';
import { ConflictError } from '../../../functions/lib/errors';
import { endpoint, familyHandler } from '../../../functions/lib/http';
import { newId } from '../../../functions/lib/ids';
import { businessMetrics, METRICS_NAMESPACE } from '../../../functions/lib/metrics/business-metrics';
import { liveRoutes } from '../../../shared/api/contract';
import { defaultFlags } from '../../../shared/domain/flags';
import fixture from '../../fixtures/events/api-gateway-v2.json';

/**
 * The AWS deps' logger and metrics (functions/lib/deps.ts createAwsDeps) behind a family handler: Powertools writes
 * its JSON log lines and EMF documents to stdout and stderr, read back here. Tracing stays off outside Lambda.
 */
let lines: string[] = [];
beforeEach(() => {
  lines = [];
  vi.stubEnv('LOG_LEVEL', 'info');
  // Warnings and errors go to stderr; Lambda sends both streams to the log group.
  for (const stream of [process.stdout, process.stderr])
    vi.spyOn(stream, 'write').mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

const awsDeps = (): Deps => {
  const powertools = createPowertools({
    serviceName: 'offers-api',
    namespace: METRICS_NAMESPACE,
    stage: 'aws',
  });
  return {
    env: parseEnv({ STAGE: 'test', TABLE_NAME: 'unused' }),
    clock: systemClock,
    newId,
    flags: defaultFlags,
    powertools,
    logger: powertoolsLogger(powertools.logger),
    metrics: powertoolsMetrics(powertools.metrics),
  } as Deps;
};

const context = {
  awsRequestId: 'lambda-request',
  functionName: 'offers-api',
  functionVersion: '$LATEST',
  invokedFunctionArn: 'arn:aws:lambda:us-east-1:123456789012:function:offers-api',
  memoryLimitInMB: '512',
} as Context;
const event = (body: object): APIGatewayProxyEventV2 => ({
  ...(fixture as APIGatewayProxyEventV2),
  body: JSON.stringify({ ...body, 'g-recaptcha-response': 'token' }),
});
const written = () => lines.map((line) => JSON.parse(line));

describe('Powertools in the family handler (AWS)', () => {
  it('logs the request with the Lambda context, the service, the stage and the request child fields', async () => {
    const deps = awsDeps();
    const handler = familyHandler(
      [endpoint(liveRoutes.emailSubscribe, async () => ({ subscribed: true as const }))],
      () => deps,
    );
    const result = await handler(event({ email: 'ada@example.com' }), context);
    expect(result.statusCode).toBe(200);
    const served = written().find((line) => line.message === 'request served');
    expect(served).toMatchObject({
      level: 'INFO',
      service: 'offers-api',
      stage: 'aws',
      function_name: 'offers-api',
      function_request_id: 'lambda-request',
      requestId: fixture.requestContext.requestId,
      route: fixture.routeKey,
      durationMs: expect.any(Number),
    });
  });

  it('keeps a child logger apart from its parent and another child', () => {
    const logger = awsDeps().logger;
    logger.child({ requestId: 'a' }).child({ route: 'GET /x' }).warn('first');
    logger.child({ requestId: 'b' }).debug('below the level');
    logger.error('parent');
    const [first, parent] = written();
    expect(first).toMatchObject({ level: 'WARN', message: 'first', requestId: 'a', route: 'GET /x' });
    expect(parent).toMatchObject({ level: 'ERROR', message: 'parent', stage: 'aws' });
    expect(parent.requestId).toBeUndefined();
    expect(lines).toHaveLength(2);
  });

  it('counts a sold-out answer as one EMF document of its own', async () => {
    const deps = awsDeps();
    const handler = familyHandler(
      [
        endpoint(liveRoutes.emailSubscribe, async () => {
          throw new ConflictError('gone', 'sold_out');
        }),
      ],
      () => deps,
    );
    const result = await handler(event({ email: 'ada@example.com' }), context);
    expect(result.statusCode).toBe(409);
    const soldOut = written().filter((line) => line[businessMetrics.soldOutAnswer] === 1);
    expect(soldOut).toHaveLength(1);
    expect(soldOut[0]._aws.CloudWatchMetrics).toEqual([
      {
        Namespace: 'Collectibles',
        Dimensions: [['service']],
        Metrics: [{ Name: 'SoldOutAnswer', Unit: 'Count' }],
      },
    ]);
  });
});
