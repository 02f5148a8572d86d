/**
 * Structured JSON logs, one line per entry, carrying the request id of the call being served. In AWS the
 * interface is backed by Powertools Logger (functions/lib/adapters/powertools-logger.ts); `createLogger` is the
 * local cloud's and the tests', which choose where the lines go.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
}

const order: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export function createLogger(
  base: Record<string, unknown> = {},
  minLevel: LogLevel = (process.env.LOG_LEVEL as LogLevel | undefined) ?? 'info',
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Logger {
  const log =
    (level: LogLevel) =>
    (message: string, fields: Record<string, unknown> = {}) => {
      if (order[level] < order[minLevel]) return;
      write(JSON.stringify({ level, time: new Date().toISOString(), message, ...base, ...fields }));
    };
  return {
    debug: log('debug'),
    info: log('info'),
    warn: log('warn'),
    error: log('error'),
    child: (fields) => createLogger({ ...base, ...fields }, minLevel, write),
  };
}
