import { z } from 'zod';

export const healthStatusSchema = z.enum(['healthy', 'unhealthy']);

/** Body of every `/health/ready` answer: overall status plus one entry per dependency checked. */
export const readinessSchema = z.object({
  service: z.string(),
  status: healthStatusSchema,
  checks: z.record(z.string(), z.object({ status: healthStatusSchema, error: z.string().optional() })),
  uptime_seconds: z.number(),
});
export type Readiness = z.infer<typeof readinessSchema>;

/**
 * The `error` of a failed readiness check: which dependency is in the check's name, and these say only how it
 * failed. Readiness is public (the gateway's `/api/health`), so hosts, ports and driver texts stay in the logs.
 */
export const READINESS_CHECK_ERRORS = {
  unreachable: 'cannot connect',
  timeout: 'no answer in time',
  /** The process's own event loop fell behind by more than a second (the `eventLoop` check). */
  lagging: 'event loop lagging',
} as const;

/**
 * The readiness check that watches the process's own event loop, beside its dependencies: a process whose loop lags
 * answers everything late, so it leaves the rotation (gateway, Kubernetes) until it keeps up again.
 */
export const EVENT_LOOP_CHECK = 'eventLoop';

/**
 * Body of every `/health/live` answer. Liveness fails (503) only when the event loop was blocked for many seconds:
 * the process is stuck and restarting it is the cure. A dependency that is down never fails liveness.
 */
export const livenessSchema = z.object({
  status: z.enum(['ok', 'unhealthy']),
  error: z.string().optional(),
});
export type Liveness = z.infer<typeof livenessSchema>;

/** The `error` of a failed liveness answer. */
export const LIVENESS_ERRORS = { blocked: 'event loop blocked' } as const;

/**
 * The `error` of a 503 answered while a dependency (PostgreSQL, Redis, the email queue) is down; the front ends
 * show a server's error text as it is, so these are written for users.
 */
export const SERVICE_UNAVAILABLE_MESSAGES = {
  default: 'The service is temporarily unavailable. Please try again in a few minutes.',
  email: 'Emails cannot be sent right now, so nothing was sent. Please try again in a few minutes.',
} as const;
/** `Retry-After` (seconds) of those 503 answers. */
export const SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS = 30;
