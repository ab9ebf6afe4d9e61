/**
 * Recognises the errors a request meets when PostgreSQL, Redis or the email queue is down, so the service answers
 * 503 with a readable message (and logs one line) instead of a 500 with a stack trace.
 */
export type UnavailableDependency = 'database' | 'redis' | 'email';

/** Prisma codes for "no usable connection": can't reach, timed out, closed, pool exhausted, too many clients. */
const PRISMA_CONNECTION_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024', 'P2037']);
/** Driver adapter kinds (@prisma/adapter-pg) for the same. */
const ADAPTER_CONNECTION_KINDS = new Set([
  'DatabaseNotReachable',
  'ConnectionClosed',
  'SocketTimeout',
  'TooManyConnections',
]);
/**
 * `statement_timeout` cancelled the statement (createPrismaClient sets it): the database is too slow to serve the
 * request now, which the caller should hear as a 503, not a 500.
 */
const STATEMENT_TIMEOUT_SQLSTATE = '57014';
/**
 * SQLSTATEs of a server going away or not yet there: class 08 (connection exception), admin/crash shutdown,
 * "the database system is starting up / shutting down", too many connections.
 */
const isConnectionSqlState = (code: unknown) =>
  typeof code === 'string' &&
  (code.startsWith('08') || ['57P01', '57P02', '57P03', '53300', STATEMENT_TIMEOUT_SQLSTATE].includes(code));
/**
 * pg's own deadlines (createPrismaClient's client-side statement deadline and connect timeout): a PostgreSQL that
 * accepts connections but does not answer. pg throws these as plain Errors, which Prisma passes on unwrapped.
 */
const PG_DEADLINE_TEXT =
  /^(Query read timeout|Connection terminated due to connection timeout|timeout exceeded when trying to connect)$/;
/** Prisma's text of a raw query's failure carries the SQLSTATE ("Raw query failed. Code: `57014`. …"). */
const PRISMA_RAW_CODE = /Raw query failed\. Code: `([0-9A-Z]{5})`/;
/** pg's own texts for a connection lost mid-query or a pool that could not connect in time. */
const PG_CONNECTION_TEXT =
  /Connection terminated|timeout exceeded when trying to connect|Can't reach database server|Server has closed the connection|ECONNREFUSED|ECONNRESET/;

/** ioredis's texts for no connection, and its commandTimeout ("Command timed out": Redis hung, createRedisClient). */
const REDIS_DOWN_TEXT =
  /Stream isn't writeable and enableOfflineQueue|Connection is closed\.|max retries per request limit|Redis is not connected|^Command timed out$/;
/** MailQueue's timeout text (libs/server-kit/src/mail). */
const EMAIL_QUEUE_DOWN_TEXT = /The email queue is unavailable/;

interface ErrorLike {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  meta?: { driverAdapterError?: { cause?: { kind?: unknown; originalCode?: unknown; code?: unknown } } };
  cause?: unknown;
}

function adapterCauseOf(
  error: ErrorLike,
): { kind?: unknown; originalCode?: unknown; code?: unknown } | undefined {
  if (error.name === 'DriverAdapterError') return error.cause as { kind?: unknown } | undefined;
  return error.meta?.driverAdapterError?.cause;
}

function isDatabaseDown(error: ErrorLike): boolean {
  const name = String(error.name ?? '');
  const message = String(error.message ?? '');
  if (name === 'PrismaClientInitializationError') return true;
  if (PG_DEADLINE_TEXT.test(message)) return true;
  if (name.startsWith('PrismaClient') && isConnectionSqlState(PRISMA_RAW_CODE.exec(message)?.[1]))
    return true;
  if (name.startsWith('PrismaClient') && PRISMA_CONNECTION_CODES.has(String(error.code))) return true;
  const cause = adapterCauseOf(error);
  if (cause) {
    if (ADAPTER_CONNECTION_KINDS.has(String(cause.kind))) return true;
    if (cause.kind === 'postgres' && isConnectionSqlState(cause.code ?? cause.originalCode)) return true;
  }
  return (
    (name.startsWith('PrismaClient') || name === 'DriverAdapterError') && PG_CONNECTION_TEXT.test(message)
  );
}

/** Which dependency an error says is down, or null for any other error. */
export function unavailableDependency(error: unknown): UnavailableDependency | null {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 4; depth++) {
    const candidate = current as ErrorLike;
    const message = String(candidate.message ?? '');
    if (EMAIL_QUEUE_DOWN_TEXT.test(message)) return 'email';
    if (candidate.name === 'MaxRetriesPerRequestError' || REDIS_DOWN_TEXT.test(message)) return 'redis';
    if (isDatabaseDown(candidate)) return 'database';
    current = candidate.cause;
  }
  return null;
}

/**
 * The useful line of a dependency error for logs and readiness: Prisma prefixes its messages with the call site
 * ("Invalid `prisma.$queryRaw()` invocation: … Raw query failed. Code: `N/A`. Message: `…`"); this keeps the reason.
 */
export function dependencyErrorSummary(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const raw = /Message: `([^`]+)`/.exec(message)?.[1];
  if (raw) return raw;
  const lines = message
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return lines[lines.length - 1] ?? 'unknown error';
}
