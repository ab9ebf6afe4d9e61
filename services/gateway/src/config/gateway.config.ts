import { DEFAULT_PORTS, type ServiceName } from '@pac/contracts';
import { httpUrlVariable, logLevelVariable, portVariable } from '@pac/server-kit/config';
import { z } from 'zod';

const serviceUrl = (port: number) => httpUrlVariable.default(`http://127.0.0.1:${port}`);
const milliseconds = (fallback: number) =>
  z.coerce.number({ message: 'must be a number of milliseconds' }).int().positive().default(fallback);

/** Everything the gateway reads from the environment (documented in services/README.md). */
export const gatewayConfigSchema = z.object({
  PORT: portVariable(DEFAULT_PORTS.gateway),
  IDENTITY_URL: serviceUrl(DEFAULT_PORTS.identity),
  BILLING_URL: serviceUrl(DEFAULT_PORTS.billing),
  CONTENT_URL: serviceUrl(DEFAULT_PORTS.content),
  ADMIN_URL: serviceUrl(DEFAULT_PORTS.admin),
  /** A service that accepts the connection but never answers gets a 504 after this long. */
  PROXY_TIMEOUT_MS: milliseconds(30_000),
  /** Deadline for each service's readiness answer in the aggregated `/api/health`. */
  HEALTH_TIMEOUT_MS: milliseconds(3_000),
  /** Browser origins allowed to call the API cross-origin with cookies (comma-separated). */
  CORS_ORIGINS: z
    .string()
    .default(`http://localhost:${DEFAULT_PORTS.shell},http://127.0.0.1:${DEFAULT_PORTS.shell}`)
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
  LOG_LEVEL: logLevelVariable,
});
export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;

export const serviceTargets = (config: GatewayConfig): Record<ServiceName, string> => ({
  identity: config.IDENTITY_URL,
  billing: config.BILLING_URL,
  content: config.CONTENT_URL,
  admin: config.ADMIN_URL,
});
