/**
 * Identity binds the code step of a sign-in to its password step with an HttpOnly attempt cookie (per portal). The
 * benchmarks' clients keep it per email, as a browser keeps it per tab, and send it back on the code step.
 */
const attempts = new Map<string, string>();

const emailOf = (body: unknown): string | undefined =>
  typeof body === 'object' && body !== null && typeof (body as { email?: unknown }).email === 'string'
    ? (body as { email: string }).email.toLowerCase()
    : undefined;

/** The `cookie` header for this request body's email, if a password step for it set one. */
export function attemptCookieHeader(body: unknown): Record<string, string> {
  const cookie = attempts.get(emailOf(body) ?? '');
  return cookie ? { cookie } : {};
}

/** Keeps the attempt cookies a response set (its `set-cookie` lines), under the request body's email. */
export function keepAttemptCookies(body: unknown, setCookieLines: readonly string[]): void {
  const email = emailOf(body);
  const pairs = setCookieLines
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => pair.includes('sign_in_attempt=') && !pair.endsWith('='));
  if (email && pairs.length > 0) attempts.set(email, pairs.join('; '));
}
