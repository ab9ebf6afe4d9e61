import { ADMIN_TEXTS } from '@pac/contracts';
import { type NextFunction, type Request, type Response } from 'express';
import { type SettingsReader } from './settings-reader.js';

/** Paths that keep answering in maintenance: the admin portal's API, health and docs. */
const EXEMPT = [/^\/api\/admin(\/|$)/, /^\/health(\/|$)/, /^\/docs/, /^\/api\/site-status$/];

/**
 * Maintenance mode (general.maintenanceMode) for every service: while it is on, each `/api/*` call except the
 * admin portal's answers 503 with a clear message. The setting is read through the reader's short Redis cache;
 * if it cannot be read the request goes through (an outage of the cache must not close the site).
 */
export function maintenanceModeMiddleware(reader: SettingsReader) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    if (!req.path.startsWith('/api/') || EXEMPT.some((pattern) => pattern.test(req.path))) return next();
    const on = await reader.maintenanceMode().catch(() => false);
    if (!on) return next();
    res
      .status(503)
      .set('Retry-After', '60')
      .json({ success: false, error: ADMIN_TEXTS.maintenance, code: 'MAINTENANCE' });
  };
}
