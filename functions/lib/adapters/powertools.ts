import { Logger } from '@aws-lambda-powertools/logger';
import { Metrics } from '@aws-lambda-powertools/metrics';
import { Tracer } from '@aws-lambda-powertools/tracer';

/**
 * One Lambda's AWS Lambda Powertools, in AWS only (functions/lib/aws-deps.ts): they come from the Powertools layer, not the
 * bundle (infra/constructs/powertools-layer.ts). Locally and in tests the deps have none.
 */
export interface Powertools {
  logger: Logger;
  metrics: Metrics;
  tracer: Tracer;
}

export interface PowertoolsOptions {
  /** The `service` of every log line, metric and trace: the Lambda's function name. */
  serviceName: string;
  /** The CloudWatch namespace of the business metrics. */
  namespace: string;
  /** Kept on every log line, as the local logger does. */
  stage: string;
}

/** The log level comes from LOG_LEVEL, which Powertools Logger reads itself (info when unset). */
export const createPowertools = ({ serviceName, namespace, stage }: PowertoolsOptions): Powertools => ({
  logger: new Logger({ serviceName, persistentKeys: { stage } }),
  metrics: new Metrics({ namespace, serviceName }),
  tracer: new Tracer({ serviceName }),
});
