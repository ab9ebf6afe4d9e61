import { DEFAULT_PORTS } from '@pac/contracts';
import { z } from 'zod';

const url = z.string().refine((value) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}, 'must be an http(s) URL');

/** Environment of the stand-in (services/README.md). It is local-only: production talks to the real provider. */
export const standInConfigSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(DEFAULT_PORTS.paymentStandIn),
  /** Where browsers reach the stand-in (hosted checkout links). */
  STAND_IN_PUBLIC_URL: url.optional(),
  /** Billing's webhook endpoint, e.g. http://127.0.0.1:8082/api/webhooks/stripe. */
  STAND_IN_WEBHOOK_URL: url,
  /** The signing secret billing verifies with; the stack generates a local-only one. */
  STRIPE_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters'),
});
export type StandInConfig = z.infer<typeof standInConfigSchema>;

/** Parses the environment or exits with one line per problem, like every other process here. */
export function loadStandInConfig(env: NodeJS.ProcessEnv = process.env): StandInConfig {
  const parsed = standInConfigSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    console.error(`Invalid configuration: ${issue.path.join('.')} ${issue.message}`);
  }
  process.exit(1);
}
