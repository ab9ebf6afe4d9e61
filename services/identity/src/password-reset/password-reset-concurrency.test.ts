import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIdentity, type IdentityHarness } from '../testing/identity-test-app.js';
import { RESET_MESSAGES } from './password-reset.service.js';

/** Passwords that meet the rule, one per parallel request, so the one that took effect can be told apart. */
const CANDIDATES = ['Fir5t!password', 'Sec0nd!password'];

/**
 * A reset link is single use even when it is submitted twice at the same moment (a double click, a link opened in
 * two tabs, an attacker replaying it): the database decides which request uses it, not the order in one process.
 */
describe('a reset link used twice in parallel', () => {
  let t: IdentityHarness;
  beforeAll(async () => {
    t = await startIdentity();
  });
  afterAll(() => t?.stop());

  it('resets the password once: one request succeeds, the other is told the link is invalid', async () => {
    const email = 'race@example.com';
    await t.register(email);
    await t.http().post('/api/forgot-password').set('X-Forwarded-For', t.newIp()).send({ email });
    const text = (await t.mailTo(email)).at(-1)!.data.text;
    const token = new URL(/(http\S+\/reset-password\?token=\S+)/.exec(text)![1]!).searchParams.get('token')!;

    const answers = await Promise.all(
      CANDIDATES.map((new_password) =>
        t.http().post('/api/reset-password').set('X-Forwarded-For', t.newIp()).send({ token, new_password }),
      ),
    );

    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([200, 400]);
    const winner = answers.findIndex((res) => res.status === 200);
    const loser = 1 - winner;
    expect(answers[winner]!.body).toEqual({ success: true, message: RESET_MESSAGES.done });
    expect(answers[loser]!.body).toEqual({ success: false, error: RESET_MESSAGES.invalidLink });

    // The password is the one the successful request set; the refused request changed nothing.
    expect((await t.signIn(email, CANDIDATES[winner])).status).toBe(200);
    const refused = await t
      .http()
      .post('/api/login')
      .set('X-Forwarded-For', t.newIp())
      .send({ email, password: CANDIDATES[loser] });
    expect(refused.status).toBe(401);
    const user = await t.prisma.user.findUniqueOrThrow({ where: { emailNormalized: email } });
    expect(
      await t.prisma.auditEvent.count({ where: { actorId: user.id, kind: 'user.password_reset' } }),
    ).toBe(1);
  });
});
