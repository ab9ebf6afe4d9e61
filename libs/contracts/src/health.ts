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
