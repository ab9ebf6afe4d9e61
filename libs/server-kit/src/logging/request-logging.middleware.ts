import { type LoggerService } from '@nestjs/common';
import { type NextFunction, type Request, type Response } from 'express';

/**
 * Logs method, path, status and duration once the response is finished. Only `req.path` is logged: query
 * strings can carry reset tokens, and headers (Authorization, Cookie) are never read here.
 */
export function requestLogging(logger: LoggerService) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const started = process.hrtime.bigint();
    // Read now: a proxy further down may rewrite req.url before the response finishes.
    const { method, path } = req;
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const entry = {
        method,
        path,
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
      };
      const line = `${entry.method} ${entry.path} ${entry.status} ${entry.ms}ms`;
      if (res.statusCode >= 500) logger.error(line, entry, 'HTTP');
      else logger.log(line, entry, 'HTTP');
    });
    next();
  };
}
