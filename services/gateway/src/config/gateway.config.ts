import { DEFAULT_PORTS, type ServiceName } from '@pac/contracts';
import { logLevelVariable, portVariable, trustedProxiesVariable } from '@pac/server-kit/config';
import { z } from 'zod';

const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/**
 * A service's base URL, or a comma-separated list of its replicas' URLs (`http://10.0.0.5:3101,http://10.0.0.6:3101`),
 * balanced round-robin per request.
 */
const serviceUrls = (port: number) =>
  z
    .string()
    .default(`http://127.0.0.1:${port}`)
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine((urls) => urls.length > 0 && urls.every(isHttpUrl), {
      message: `must be a URL like http://127.0.0.1:${port}, or several separated by commas (one per replica)`,
    })
    .refine((urls) => new Set(urls).size === urls.length, { message: 'lists the same replica twice' });
const milliseconds = (fallback: number) =>
  z.coerce.number({ message: 'must be a number of milliseconds' }).int().positive().default(fallback);

/** Everything the gateway reads from the environment (documented in services/README.md). */
export const gatewayConfigSchema = z.object({
  PORT: portVariable(DEFAULT_PORTS.gateway),
  IDENTITY_URL: serviceUrls(DEFAULT_PORTS.identity),
  BILLING_URL: serviceUrls(DEFAULT_PORTS.billing),
  CONTENT_URL: serviceUrls(DEFAULT_PORTS.content),
  ADMIN_URL: serviceUrls(DEFAULT_PORTS.admin),
  ANALYSIS_URL: serviceUrls(DEFAULT_PORTS.analysis),
  /** A service that accepts the connection but never answers gets a 504 after this long. */
  PROXY_TIMEOUT_MS: milliseconds(30_000),
  /** Deadline for each service's readiness answer in the aggregated `/api/health`. */
  HEALTH_TIMEOUT_MS: milliseconds(3_000),
  /**
   * How old a readiness answer the gateway gives may be (`/api/health`, `/api/health/<service>/ready`): probes
   * polling the gateway cost the services one check per service in this window, however many they send.
   */
  HEALTH_CACHE_MS: z.coerce
    .number({ message: 'must be a number of milliseconds (0: ask the services every time)' })
    .int()
    .min(0)
    .default(1_000),
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
  /**
   * Peers allowed to tell the gateway who the client is through X-Forwarded-For, -Proto, -Host and -Port
   * (comma-separated addresses or CIDRs; default none). Any other peer's are replaced by the connection's own, so a
   * client cannot pick the address that the services' per-IP limits count, nor claim https or another host.
   */
  /**
   * Peers allowed to tell the gateway who the client is through X-Forwarded-For, -Proto, -Host and -Port (default
   * none). Any other peer's are replaced by the connection's own, so a client cannot pick the address that the
   * services' per-IP limits count, nor claim https or another host.
   */
  TRUSTED_PROXIES: trustedProxiesVariable([]),
  /** Strict-Transport-Security: auto (production requests over HTTPS), on or off. */
  HSTS: z.enum(['auto', 'on', 'off'], { message: 'must be auto, on or off' }).default('auto'),
  LOG_LEVEL: logLevelVariable,
});
export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;

/** Each service's replica URLs (one or more). */
export const serviceTargets = (config: GatewayConfig): Record<ServiceName, string[]> => ({
  identity: config.IDENTITY_URL,
  billing: config.BILLING_URL,
  content: config.CONTENT_URL,
  admin: config.ADMIN_URL,
  analysis: config.ANALYSIS_URL,
});
