import { EMAIL_VERIFICATION_PATHS, ROUTES, SESSION_TOKEN_REQUEST_HEADER } from '@pac/contracts';
import { eventually, type ProcessStack } from './process-stack.js';

/**
 * Accounts for the process-stack tests, made as a person makes one (issue 18): sign up (no session), the link
 * mailed to the address (read off the stack's SMTP sink) confirms it, then the password step and the emailed code.
 */

export interface StackAccount {
  name: string;
  email: string;
  password: string;
}

interface Options {
  /** X-Forwarded-For of every request, for tests that give each journey its own client address. */
  ip?: string;
}

async function post(
  stack: ProcessStack,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown>; cookies: string[] }> {
  const res = await fetch(`${stack.gatewayUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  });
  const text = await res.text();
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(text) as Record<string, unknown>;
  } catch {
    parsed = { text };
  }
  const cookies = res.headers.getSetCookie().map((line) => line.split(';')[0] ?? '');
  return { status: res.status, body: parsed, cookies: cookies.filter((pair) => !pair.endsWith('=')) };
}

function expectOk(path: string, answer: { status: number; body: unknown }): void {
  if (answer.status !== 200)
    throw new Error(`${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
}

/** The newest message to `email` after message number `from` whose text matches `pattern`: the first group. */
const mailedTo = (stack: ProcessStack, email: string, from: number, pattern: RegExp) =>
  eventually(async () => {
    const found = stack.smtp.messages
      .slice(from)
      .reverse()
      .map((sent) => (sent.to.includes(email) ? pattern.exec(sent.body)?.[1] : undefined))
      .find(Boolean);
    if (!found) throw new Error(`nothing matching ${String(pattern)} mailed to ${email} yet`);
    return found;
  });

const LINK_TOKEN = new RegExp(`https?://\\S+${ROUTES.verifyEmail}\\?token=([\\w-]+)`);

/** Sign-up and the emailed link: a confirmed account with no session. */
export async function signUpAndConfirm(
  stack: ProcessStack,
  account: StackAccount,
  options: Options = {},
): Promise<void> {
  const headers: Record<string, string> = options.ip ? { 'x-forwarded-for': options.ip } : {};
  const from = stack.smtp.messages.length;
  const registered = await post(stack, '/api/register', account, headers);
  expectOk('/api/register', registered);
  const token = await mailedTo(stack, account.email, from, LINK_TOKEN);
  expectOk(
    EMAIL_VERIFICATION_PATHS.verify,
    await post(stack, EMAIL_VERIFICATION_PATHS.verify, { token }, headers),
  );
}

/**
 * Password step, then the emailed code with the attempt cookie the password step set, asking for the session token
 * as API clients do. Returns the token, for Bearer calls.
 */
export async function signInForToken(
  stack: ProcessStack,
  email: string,
  password: string,
  options: Options = {},
): Promise<string> {
  const headers: Record<string, string> = options.ip ? { 'x-forwarded-for': options.ip } : {};
  const from = stack.smtp.messages.length;
  const login = await post(stack, '/api/login', { email, password }, headers);
  expectOk('/api/login', login);
  const code = await mailedTo(stack, email, from, /code is: (\d{6})/);
  const verified = await post(
    stack,
    '/api/2fa/verify',
    { email, code },
    { ...headers, cookie: login.cookies.join('; '), [SESSION_TOKEN_REQUEST_HEADER]: 'true' },
  );
  expectOk('/api/2fa/verify', verified);
  if (typeof verified.body.token !== 'string')
    throw new Error('the code step answered without a session token');
  return verified.body.token;
}

/** A new account, confirmed and signed in: its session token. */
export async function signedInUser(
  stack: ProcessStack,
  account: StackAccount,
  options: Options = {},
): Promise<string> {
  await signUpAndConfirm(stack, account, options);
  return signInForToken(stack, account.email, account.password, options);
}
