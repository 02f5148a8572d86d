import middy, { type MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { z } from 'zod';
import { routeByKey } from '../../shared/api/contract';
import type { ErrorBody, FieldError } from '../../shared/api/errors';
import { type RouteDef, routeKey } from '../../shared/api/route';
import { messages } from '../../shared/domain/messages';
import { type Deps, getDeps } from './deps';
import { AppError, NotFoundError, NotImplementedError, UnauthorizedError, ValidationError } from './errors';
import type { Logger } from './logger';

export type ApiEvent = APIGatewayProxyEventV2;
export type ApiResult = APIGatewayProxyStructuredResultV2;

type Infer<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface EndpointInput<R extends RouteDef> {
  params: Infer<R['params']>;
  query: Infer<R['query']>;
  body: Infer<R['body']>;
  logger: Logger;
  requestId: string;
}

export interface Endpoint<R extends RouteDef = RouteDef> {
  route: R;
  run(deps: Deps, input: EndpointInput<R>): Promise<z.input<R['response']>>;
}

/** Binds a plain function to its contract route; tests call `run` directly. */
export const endpoint = <R extends RouteDef>(route: R, run: Endpoint<R>['run']): Endpoint<R> => ({
  route,
  run,
});

const json = (statusCode: number, body: unknown, headers: Record<string, string> = {}): ApiResult => ({
  statusCode,
  headers: { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers },
  body: JSON.stringify(body),
});

export function errorBody(error: AppError): ErrorBody {
  return {
    detail: error.message,
    code: error.code,
    ...(error.fieldErrors ? { errors: error.fieldErrors } : {}),
  };
}

const toFieldErrors = (error: z.ZodError, prefix: string): FieldError[] =>
  error.issues.map((issue) => ({
    field: issue.path.length ? issue.path.join('.') : prefix,
    message: issue.message,
  }));

function parsePart<T extends z.ZodType | undefined>(schema: T, value: unknown, part: string): Infer<T> {
  if (!schema) return undefined as Infer<T>;
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new ValidationError(toFieldErrors(parsed.error, part));
  return parsed.data as Infer<T>;
}

function readJsonBody(event: ApiEvent): unknown {
  if (!event.body) return {};
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  try {
    return JSON.parse(text);
  } catch {
    throw new ValidationError([{ field: 'body', message: 'Malformed JSON.' }]);
  }
}

/** Maps named errors to their statuses and the spec's error shape, in one place; anything else is a logged 500. */
const errorMapper = (logger: () => Logger): MiddlewareObj<ApiEvent, ApiResult> => ({
  onError: async (request) => {
    const error = request.error;
    if (error instanceof AppError) {
      request.response = json(error.status, errorBody(error));
      return;
    }
    logger().error('unhandled error', {
      requestId: request.context.awsRequestId,
      error:
        error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : error,
    });
    request.response = json(500, {
      detail: messages.somethingWentWrong,
      code: 'server_error',
    } satisfies ErrorBody);
  },
});

/**
 * One Lambda per endpoint family: routes by the API Gateway route key to the family's endpoints, validates
 * path, query and body with the contract's schemas, and answers JSON.
 */
export function familyHandler(endpoints: Endpoint[], deps: () => Deps = getDeps) {
  const byKey = new Map(endpoints.map((e) => [routeKey(e.route), e]));
  return middy<ApiEvent, ApiResult, Error, Context>()
    .use(errorMapper(() => deps().logger))
    .handler(async (event, context) => {
      const found = byKey.get(event.routeKey);
      if (!found) {
        if (routeByKey(event.routeKey)?.status === 'planned') throw new NotImplementedError();
        throw new NotFoundError();
      }
      const { route } = found;
      const requestId = event.requestContext?.requestId ?? context.awsRequestId;
      const logger = deps().logger.child({ requestId, route: event.routeKey });
      // Calls that need a session are answered 401 until the identity slice adds the authorizer.
      if (route.access !== 'public') throw new UnauthorizedError();
      const input = {
        params: parsePart(route.params, event.pathParameters ?? {}, 'path'),
        query: parsePart(route.query, event.queryStringParameters ?? {}, 'query'),
        body: parsePart(route.body, route.body ? readJsonBody(event) : undefined, 'body'),
        logger,
        requestId,
      };
      const started = Date.now();
      const result = await found.run(deps(), input as EndpointInput<RouteDef>);
      logger.info('request served', { durationMs: Date.now() - started });
      return json(200, result);
    });
}
