import { isIP } from 'node:net';
import { z } from 'zod';

/** Pieces every service's config schema is built from; messages follow "<VARIABLE> <problem>". */
export const portVariable = (defaultPort: number) =>
  z.coerce
    .number({ message: 'must be a port number' })
    .int('must be a whole port number')
    .min(1, 'must be a port between 1 and 65535')
    .max(65535, 'must be a port between 1 and 65535')
    .default(defaultPort);

const urlWithProtocols = (protocols: readonly string[], example: string) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL like ${example}` },
  );

export const databaseUrlVariable = urlWithProtocols(
  ['postgres:', 'postgresql:'],
  'postgresql://user@127.0.0.1:5432/pac',
);
export const redisUrlVariable = urlWithProtocols(['redis:', 'rediss:'], 'redis://127.0.0.1:6379');
export const smtpUrlVariable = urlWithProtocols(['smtp:', 'smtps:'], 'smtp://127.0.0.1:1025');
export const httpUrlVariable = urlWithProtocols(['http:', 'https:'], 'http://127.0.0.1:3101');

/** Namespace of BullMQ keys in Redis; producers and the email worker must use the same one. */
export const queuePrefixVariable = z
  .string()
  .regex(/^[A-Za-z0-9_-]+$/, 'may contain only letters, digits, "-" and "_"')
  .default('bull');

/**
 * Namespace of the rate-limit counters in Redis (QUEUE_PREFIX when unset): deployments sharing one Redis keep their
 * counters apart, and the replicas of one deployment share theirs.
 */
export const rateLimitPrefixVariable = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'may contain only letters, digits, "-" and "_"')
    .optional(),
);

export const logLevelVariable = z.enum(['error', 'warn', 'log', 'debug', 'verbose']).default('log');

const milliseconds = (min: number, max: number, fallback: number) =>
  z.coerce
    .number({ message: 'must be a number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`)
    .default(fallback);

/**
 * Deadlines on PostgreSQL and Redis, so a dependency that accepts connections but never answers costs a request
 * about this long and a 503, instead of holding it (and every signed-in request after it) indefinitely.
 */
export const dependencyTimeoutsSchema = z.object({
  /** Waiting for a PostgreSQL connection: a free one from the pool, or a new one through its handshake. */
  DATABASE_CONNECT_TIMEOUT_MS: milliseconds(100, 60_000, 3_000),
  /** PostgreSQL `statement_timeout`; the client gives up on a silent server 1 s later. 0: no limit. */
  DATABASE_STATEMENT_TIMEOUT_MS: milliseconds(0, 600_000, 5_000),
  /** ioredis connectTimeout: the TCP connection to Redis. */
  REDIS_CONNECT_TIMEOUT_MS: milliseconds(100, 60_000, 2_000),
  /** ioredis commandTimeout of the request-path client (caches, rate limits, readiness); not BullMQ's. */
  REDIS_COMMAND_TIMEOUT_MS: milliseconds(50, 60_000, 1_000),
});
export type DependencyTimeouts = z.infer<typeof dependencyTimeoutsSchema>;

/**
 * The deadlines from the environment, defaults for what is unset. Services validate the same variables at start
 * (serviceEnvSchema), so a wrong value has stopped the process with its name before this runs.
 */
export function dependencyTimeoutsFrom(
  env: Record<string, string | undefined> = process.env,
): DependencyTimeouts {
  const present = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => key in dependencyTimeoutsSchema.shape && value),
  );
  return dependencyTimeoutsSchema.parse(present);
}

/** Express's names for address ranges, usable in TRUSTED_PROXIES like an address or CIDR. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address (`10.0.0.5`, `::1`), a CIDR (`10.0.0.0/24`, `fd00::/64`) or one of Express's range names. */
export function isProxyAddress(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * What a service trusts when TRUSTED_PROXIES is unset: this machine alone, where `npm start`'s gateway runs. Fit
 * for local runs only; a deployment names its gateway's, nginx's or ingress's addresses.
 */
export const LOCAL_TRUSTED_PROXIES: readonly string[] = ['loopback'];

/**
 * TRUSTED_PROXIES: the peers whose X-Forwarded-For (and -Proto, -Host) a process believes, comma-separated
 * addresses, CIDRs or range names. Any other peer's headers are ignored, so a client that reaches the process
 * directly cannot pick the address per-IP limits and sign-in records keep.
 */
export const trustedProxiesVariable = (fallback: readonly string[]) =>
  z
    .string()
    .default(fallback.join(','))
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine((entries) => entries.every(isProxyAddress), {
      message: 'must be comma-separated IP addresses or CIDRs (e.g. 10.0.3.7,10.0.4.0/24)',
    });

/**
 * HOST: the interface a process listens on. Every interface unless set (containers are reached through theirs);
 * `npm start` sets 127.0.0.1 so only the gateway on the same machine reaches the services.
 */
export const hostVariable = z
  .string()
  .refine((value) => isIP(value) !== 0, { message: 'must be an IP address like 127.0.0.1 or 0.0.0.0' })
  .default('0.0.0.0');

/**
 * PORT, HOST, TRUSTED_PROXIES, DATABASE_URL, REDIS_URL, QUEUE_PREFIX, RATE_LIMIT_PREFIX, LOG_LEVEL and the dependency deadlines: what every
 * Nest service needs.
 */
export const serviceEnvSchema = (defaultPort: number) =>
  z.object({
    PORT: portVariable(defaultPort),
    HOST: hostVariable,
    TRUSTED_PROXIES: trustedProxiesVariable(LOCAL_TRUSTED_PROXIES),
    DATABASE_URL: databaseUrlVariable,
    REDIS_URL: redisUrlVariable,
    QUEUE_PREFIX: queuePrefixVariable,
    RATE_LIMIT_PREFIX: rateLimitPrefixVariable,
    LOG_LEVEL: logLevelVariable,
    ...dependencyTimeoutsSchema.shape,
  });

export type ServiceEnv = z.infer<ReturnType<typeof serviceEnvSchema>>;

/** Session signing secret shared by identity (signs) and every service that verifies sessions. */
export const jwtSecretVariable = z.string().min(32, 'must be at least 32 characters');

/** The address users reach the site at (links in emails, allowed browser origin). */
export const publicSiteUrlVariable = httpUrlVariable.default('http://localhost:5173');

/** Comma-separated browser origins allowed to send cookie-authenticated requests. */
export const corsOriginsVariable = z
  .string()
  .refine(
    (value) =>
      value.split(',').every((entry) => {
        try {
          return ['http:', 'https:'].includes(new URL(entry.trim()).protocol);
        } catch {
          return false;
        }
      }),
    { message: 'must be comma-separated origins like http://localhost:5173,https://example.com' },
  )
  .default('http://localhost:5173,http://127.0.0.1:5173');
