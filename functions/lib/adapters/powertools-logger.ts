import type { Logger as PowertoolsLogger } from '@aws-lambda-powertools/logger';
import type { Logger } from '../logger';

/**
 * The platform's Logger on Powertools Logger: JSON lines with the service, the Lambda context (set by
 * injectLambdaContext) and the X-Ray trace id; a child keeps its fields on every line it writes.
 */
export function powertoolsLogger(logger: PowertoolsLogger): Logger {
  return {
    debug: (message, fields = {}) => logger.debug(message, fields),
    info: (message, fields = {}) => logger.info(message, fields),
    warn: (message, fields = {}) => logger.warn(message, fields),
    error: (message, fields = {}) => logger.error(message, fields),
    child: (fields) => powertoolsLogger(logger.createChild({ persistentKeys: fields })),
  };
}
