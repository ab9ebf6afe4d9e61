/**
 * What a failed send means for the message:
 * - `outage`: the server cannot be reached or says it is unavailable (421): every message would fail, so the
 *   whole queue waits and no message uses up an attempt;
 * - `permanent`: the server refused this message for good (5xx, e.g. 550 unknown mailbox): logged as failed;
 * - `temporary`: any other problem with this message (4xx such as 450 mailbox busy): retried with backoff.
 */
export type SmtpFailureKind = 'outage' | 'permanent' | 'temporary';

/** nodemailer's connection-level error codes: nothing was accepted, the server is unreachable or went away. */
const CONNECTION_CODES = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ECONNREFUSED',
  'ECONNRESET',
]);

interface SmtpError {
  code?: unknown;
  responseCode?: unknown;
}

export function classifySmtpFailure(error: unknown): SmtpFailureKind {
  const { code, responseCode } = (error ?? {}) as SmtpError;
  if (typeof responseCode === 'number') {
    if (responseCode === 421) return 'outage';
    if (responseCode >= 500) return 'permanent';
    return 'temporary';
  }
  if (typeof code === 'string' && CONNECTION_CODES.has(code)) return 'outage';
  return 'temporary';
}

/** The server's own words where it gave some ("550 5.1.1 <x@y>: Recipient address rejected"). */
export function smtpErrorText(error: unknown): string {
  if (error && typeof error === 'object') {
    const { response, message } = error as { response?: unknown; message?: unknown };
    if (typeof response === 'string' && response.trim()) return response.trim();
    if (typeof message === 'string') return message;
  }
  return String(error);
}
