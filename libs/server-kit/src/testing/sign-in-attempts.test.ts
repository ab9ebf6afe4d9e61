import { SESSION_COOKIE, SIGN_IN_ATTEMPT_COOKIES } from '@pac/contracts';
import { describe, expect, it } from 'vitest';
import { SignInAttempts } from './sign-in-attempts.js';

describe('SignInAttempts (an API client keeping sign-in attempt cookies)', () => {
  it("sends back each email's own attempt cookie, either portal's, prefixed or not, and nothing else", () => {
    const attempts = new SignInAttempts();
    const ada = { email: 'Ada@Example.com', password: 'x' };
    attempts.keep(ada, [
      `__Host-${SIGN_IN_ATTEMPT_COOKIES.site}=one; Path=/; HttpOnly; Secure; SameSite=Lax`,
      `${SESSION_COOKIE}=session-token; Path=/; HttpOnly`,
    ]);
    attempts.keep({ email: 'bob@example.com' }, [`${SIGN_IN_ATTEMPT_COOKIES.admin}=two; Path=/; HttpOnly`]);

    expect(attempts.cookieHeader({ email: 'ada@example.com', code: '123456' })).toEqual({
      cookie: `__Host-${SIGN_IN_ATTEMPT_COOKIES.site}=one`,
    });
    expect(attempts.cookieHeader({ email: 'bob@example.com' })).toEqual({
      cookie: `${SIGN_IN_ATTEMPT_COOKIES.admin}=two`,
    });
    expect(attempts.cookieHeader({ email: 'eve@example.com' })).toEqual({});
    expect(attempts.cookieHeader(undefined)).toEqual({});
  });

  it('drops an attempt cookie an answer clears, as a browser does (a signed-in code step ends the attempt)', () => {
    const attempts = new SignInAttempts();
    const body = { email: 'ada@example.com' };
    attempts.keep(body, [`${SIGN_IN_ATTEMPT_COOKIES.site}=one; Path=/`]);
    attempts.keep(body, [`${SIGN_IN_ATTEMPT_COOKIES.site}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`]);
    expect(attempts.cookieHeader(body)).toEqual({});
  });
});
