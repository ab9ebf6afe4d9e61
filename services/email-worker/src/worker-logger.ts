/**
 * What the worker logs through: the JSON logger of @pac/server-kit/logging fits it, and so does a test's stub.
 * Declared here (same shape as NestJS's LoggerService) so the worker's own code needs nothing from NestJS.
 */
export interface WorkerLogger {
  log(message: string, context?: string): void;
  warn(message: string, context?: string): void;
  error(message: string, stack?: string, context?: string): void;
  debug?(message: string, context?: string): void;
}
