import { expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  EMAIL_VERIFICATION_PATHS,
  IDENTITY_MESSAGES,
  ROUTES,
  SESSION_TOKEN_REQUEST_HEADER,
  type PublicUser,
} from '@pac/contracts';
import { gatewayUrl } from '../stack-env.js';
import { extractLink, extractVerificationCode, waitForMail } from './mail-inbox.js';

/**
 * New accounts the way a person gets one (issue 18): sign up (no session, a link by email), open the link from the
 * inbox, then sign in with the password and the emailed code. Journeys that need an account start here.
 */

export const SIGN_UP_LINK_SUBJECT = /^Confirm your email/;
export const SIGN_IN_CODE_SUBJECT = /verification code$/;

export interface NewAccount {
  name: string;
  email: string;
  password: string;
}

/** POST /api/register: the same answer for every address, with no session (cookie or token). */
export async function signUp(request: APIRequestContext, account: NewAccount): Promise<void> {
  const { name, email, password } = account;
  const response = await request.post(`${gatewayUrl}/api/register`, { data: { name, email, password } });
  expect(response.status(), await response.text()).toBe(200);
  expect(await response.json()).toEqual({
    success: true,
    message: IDENTITY_MESSAGES.registrationCheckEmail(email),
  });
  expect(response.headers()['set-cookie'] ?? '').toBe('');
}

/** The confirmation link of the newest sign-up email to `email` (sent at or after `since`). */
export async function signUpLinkFor(email: string, since: number): Promise<URL> {
  const mail = await waitForMail({ to: email, subject: SIGN_UP_LINK_SUBJECT, since });
  const link = extractLink(mail, ROUTES.verifyEmail);
  expect(link.searchParams.get('token')).toBeTruthy();
  return link;
}

/** Confirms the address with the link's token, as the /verify-email page does. */
export async function confirmEmail(request: APIRequestContext, link: URL): Promise<void> {
  const response = await request.post(`${gatewayUrl}${EMAIL_VERIFICATION_PATHS.verify}`, {
    data: { token: link.searchParams.get('token') },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Sign-up, then the emailed link: an account with a confirmed address and no session yet. */
export async function signUpAndConfirm(request: APIRequestContext, account: NewAccount): Promise<void> {
  const since = Date.now();
  await signUp(request, account);
  await confirmEmail(request, await signUpLinkFor(account.email, since));
}

/**
 * Password step and emailed code through the API, in `request`'s cookie jar (the code step needs the password
 * step's attempt cookie). The session cookie lands in that jar: with `page.request` the page is signed in too.
 * Returns the user and the session token (asked for as API clients do, for Bearer calls).
 */
export async function signInThroughApi(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<{ user: PublicUser; token: string }> {
  const since = Date.now();
  const login = await request.post(`${gatewayUrl}/api/login`, { data: { email, password } });
  expect(login.status(), await login.text()).toBe(200);
  expect(await login.json()).toMatchObject({ two_fa_required: true });
  const code = extractVerificationCode(
    await waitForMail({ to: email, subject: SIGN_IN_CODE_SUBJECT, since }),
  );
  const verified = await request.post(`${gatewayUrl}/api/2fa/verify`, {
    data: { email, code },
    headers: { [SESSION_TOKEN_REQUEST_HEADER]: 'true' },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  const body = (await verified.json()) as { user: PublicUser; token?: string };
  expect(body.token).toEqual(expect.any(String));
  return { user: body.user, token: body.token! };
}

/** A new account, confirmed and signed in (in `request`'s cookie jar); its user and session token. */
export async function newSignedInAccount(
  request: APIRequestContext,
  account: NewAccount,
): Promise<{ user: PublicUser; token: string }> {
  await signUpAndConfirm(request, account);
  return signInThroughApi(request, account.email, account.password);
}

/**
 * A new account signed in in this page's browser, as the sign-in screens leave it: the session cookie (set through
 * `page.request`, which shares the browser's cookies) and the stored user the site shows. `user` overrides fields
 * of the stored copy (a plan changed behind the site's back). Returns the user and the session token.
 */
export async function signedInInBrowser(
  page: Page,
  account: NewAccount,
  user: Partial<PublicUser> = {},
): Promise<{ user: PublicUser; token: string }> {
  const session = await newSignedInAccount(page.request, account);
  if (!page.url().startsWith('http')) await page.goto(ROUTES.home);
  await page.evaluate(
    (stored) => localStorage.setItem('user', stored),
    JSON.stringify({ ...session.user, ...user }),
  );
  return session;
}
