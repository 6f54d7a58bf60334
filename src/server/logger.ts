import pino, { type DestinationStream, type LoggerOptions } from 'pino';
import type { Config } from './config';
import { serializeError } from './safe-error';

/** Paths that may hold credentials if a request, response or headers object is ever logged. */
const REDACTED_PATHS = [
  '*.headers.cookie',
  '*.headers.authorization',
  '*.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'headers["set-cookie"]',
  'password',
  '*.password',
  'token',
  '*.token',
];

export function loggerOptions(config: Pick<Config, 'logLevel'>): LoggerOptions {
  return {
    level: config.logLevel,
    // `error` too, so a call that names its error differently still logs it safely.
    serializers: { err: serializeError, error: serializeError },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  };
}

/** `destination` lets tests read the lines; otherwise stdout (pretty-printed in development). */
export function createLogger(config: Pick<Config, 'env' | 'logLevel'>, destination?: DestinationStream) {
  if (destination) return pino(loggerOptions(config), destination);
  return pino({
    ...loggerOptions(config),
    transport:
      config.env === 'development'
        ? { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } }
        : undefined,
  });
}
