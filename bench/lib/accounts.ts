import { EMAIL_VERIFICATION_PATHS, ROUTES, SESSION_TOKEN_REQUEST_HEADER } from '@pac/contracts';
import { type Mailbox } from './mailbox.js';

/**
 * A benchmark's signed-in user, made as a person makes one (issue 18): sign up (no session), confirm with the link
 * mailed to the address, then the password step and the emailed code. The code step carries the cookies the
 * password step set (the sign-in attempt) and asks for the session token, as API clients do, for Bearer calls.
 */
export async function signedInBenchUser(options: {
  gateway: string;
  mailbox: Mailbox;
  /** X-Forwarded-For of every request (the gateway trusts the benchmark client). */
  address: () => string;
  name: string;
  email: string;
  password: string;
}): Promise<string> {
  const { gateway, mailbox, address, name, email, password } = options;
  const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${gateway}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address(), ...headers },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as Record<string, unknown>;
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(answer)}`);
    return { answer, cookies: response.headers.getSetCookie().map((line) => line.split(';')[0] ?? '') };
  };

  await post('/api/register', { name, email, password });
  const link = new URL(await mailbox.nextLink(email, ROUTES.verifyEmail));
  await post(EMAIL_VERIFICATION_PATHS.verify, { token: link.searchParams.get('token') });
  const { cookies } = await post('/api/login', { email, password });
  const code = await mailbox.nextCode(email);
  const { answer } = await post(
    '/api/2fa/verify',
    { email, code },
    {
      cookie: cookies.filter((pair) => !pair.endsWith('=')).join('; '),
      [SESSION_TOKEN_REQUEST_HEADER]: 'true',
    },
  );
  if (typeof answer.token !== 'string') throw new Error('the code step answered without a session token');
  return answer.token;
}
