import { ConsoleLogger, type LogLevel } from '@nestjs/common';

const LEVELS_BY_THRESHOLD: Record<string, LogLevel[]> = {
  fatal: ['fatal'],
  error: ['fatal', 'error'],
  warn: ['fatal', 'error', 'warn'],
  log: ['fatal', 'error', 'warn', 'log'],
  debug: ['fatal', 'error', 'warn', 'log', 'debug'],
  verbose: ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'],
};

/** Keys whose values never reach a log line, at any depth of a structured log entry. */
export const REDACTED_LOG_KEYS = [
  'authorization',
  'cookie',
  'set-cookie',
  'password',
  'token',
  'secret',
  'code',
];

/** One JSON object per line on stdout, named after the service, so log shippers need no parsing rules. */
export function createJsonLogger(service: string, threshold: string = 'log'): ConsoleLogger {
  return new ConsoleLogger(service, {
    json: true,
    colors: false,
    logLevels: LEVELS_BY_THRESHOLD[threshold] ?? LEVELS_BY_THRESHOLD.log,
    redact: REDACTED_LOG_KEYS,
  });
}
