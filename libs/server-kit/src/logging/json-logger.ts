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

/**
 * The fields of a request log line (logRequest): none is a REDACTED_LOG_KEYS name, and the path is already the
 * loggable one (its credential segments replaced, no query string).
 */
export interface RequestLogFields {
  method: string;
  path: string;
  status: number;
  ms: number;
}

/** Nest's JSON ConsoleLogger, with a cheaper way to write the one line every request logs. */
export class JsonLogger extends ConsoleLogger {
  /**
   * `log(message, fields, context)` for a request's fields only (typed so: no other entry can skip the redaction):
   * the same line ConsoleLogger writes, without its redaction walk and guarded stringify, which cost more than the
   * rest of the request log (it runs once per request). The walk matches key names, none of which these fields
   * have; what could carry a secret (a token in the path) is taken out before (loggablePath).
   */
  logFlat(message: string, fields: RequestLogFields, context: string): void {
    if (!this.isLevelEnabled('log')) return;
    const line = { level: 'log', pid: process.pid, timestamp: Date.now(), message, context, params: fields };
    process.stdout.write(`${JSON.stringify(line)}\n`);
  }
}

/** One JSON object per line on stdout, named after the service, so log shippers need no parsing rules. */
export function createJsonLogger(service: string, threshold: string = 'log'): JsonLogger {
  return new JsonLogger(service, {
    json: true,
    colors: false,
    logLevels: LEVELS_BY_THRESHOLD[threshold] ?? LEVELS_BY_THRESHOLD.log,
    redact: REDACTED_LOG_KEYS,
  });
}
