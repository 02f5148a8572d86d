import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import type { MiddlewareObj } from '@middy/core';
import type { Deps } from './deps';

/**
 * Powertools' middy middlewares, in AWS: the Lambda context on every log line (injectLambdaContext) and the
 * handler's X-Ray subsegment with its cold start and error (captureLambdaHandler; not the response, which may
 * carry personal data). They need the deps' Powertools, made on the first invocation, so they are made then too;
 * locally and in tests the deps have none and this does nothing.
 */
export function powertoolsMiddleware<TEvent, TResult>(deps: () => Deps): MiddlewareObj<TEvent, TResult> {
  let middlewares: MiddlewareObj<TEvent, TResult>[] | undefined;
  const chain = () => {
    const powertools = deps().powertools;
    middlewares ??= powertools
      ? [
          injectLambdaContext(powertools.logger),
          captureLambdaHandler(powertools.tracer, { captureResponse: false }),
        ]
      : [];
    return middlewares;
  };
  // As middy runs a chain: `before` in order, `after` and `onError` in reverse.
  return {
    before: async (request) => {
      for (const middleware of chain()) await middleware.before?.(request);
    },
    after: async (request) => {
      for (const middleware of chain().toReversed()) await middleware.after?.(request);
    },
    onError: async (request) => {
      for (const middleware of chain().toReversed()) await middleware.onError?.(request);
    },
  };
}
