import { SIGN_IN_ATTEMPT_COOKIES, acceptedCookieNames } from '@pac/contracts';

/** Every name a sign-in attempt cookie may have, either portal, with or without the `__Host-` prefix. */
const ATTEMPT_COOKIE_NAMES = new Set(Object.values(SIGN_IN_ATTEMPT_COOKIES).flatMap(acceptedCookieNames));

const emailOf = (body: unknown): string | undefined =>
  typeof body === 'object' && body !== null && typeof (body as { email?: unknown }).email === 'string'
    ? (body as { email: string }).email.toLowerCase()
    : undefined;

/**
 * For API clients outside a browser (stack tests, benchmarks): keeps identity's sign-in attempt cookies per email, as
 * a browser keeps them per tab, so a code step goes out with the attempt cookie of its password step.
 *
 *   const attempts = new SignInAttempts();
 *   headers = { ...headers, ...attempts.cookieHeader(body) };        // before each request
 *   attempts.keep(body, response.headers.getSetCookie());            // after it
 */
export class SignInAttempts {
  /** Per email, each attempt cookie's name and value. */
  private readonly cookies = new Map<string, Map<string, string>>();

  /** The `cookie` header for this request body's email, if a password step for it set one. */
  cookieHeader(body: unknown): Record<string, string> {
    const held = this.cookies.get(emailOf(body) ?? '');
    if (!held || held.size === 0) return {};
    return { cookie: [...held].map(([name, value]) => `${name}=${value}`).join('; ') };
  }

  /** Keeps, or drops when cleared, the attempt cookies an answer set (its `set-cookie` lines), under the body's email. */
  keep(body: unknown, setCookieLines: readonly string[]): void {
    const email = emailOf(body);
    if (!email) return;
    const held = this.cookies.get(email) ?? new Map<string, string>();
    for (const line of setCookieLines) {
      const pair = line.split(';')[0] ?? '';
      const split = pair.indexOf('=');
      const name = pair.slice(0, split).trim();
      if (split < 0 || !ATTEMPT_COOKIE_NAMES.has(name)) continue;
      const value = pair.slice(split + 1).trim();
      if (value) held.set(name, value);
      else held.delete(name);
    }
    this.cookies.set(email, held);
  }
}
