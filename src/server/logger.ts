import pino from 'pino';
import type { Config } from './config';

export function createLogger(config: Pick<Config, 'env' | 'logLevel'>) {
  return pino({
    level: config.logLevel,
    transport:
      config.env === 'development'
        ? { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } }
        : undefined,
  });
}
