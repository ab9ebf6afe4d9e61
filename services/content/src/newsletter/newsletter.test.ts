import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HONEYPOT_FIELD, NEWSLETTER_MESSAGES, ROUTES, TOO_MANY_REQUESTS_MESSAGE } from '@pac/contracts';
import { MailQueue } from '@pac/server-kit';
import { TEST_SITE_URL, freshClientIp, startContentTestApp } from '../testing/content-test-app.js';
import { NEWSLETTER_RATE_LIMIT } from './newsletter.controller.js';

describe('newsletter', () => {
  let ctx: Awaited<ReturnType<typeof startContentTestApp>>;
  beforeAll(async () => {
    ctx = await startContentTestApp();
  });
  afterAll(() => ctx?.stop());

  const subscribe = (body: unknown, ip = freshClientIp()) =>
    request(ctx.server())
      .post('/api/newsletter/subscribe')
      .set('X-Forwarded-For', ip)
      .send(body as object);
  const unsubscribe = (body: unknown, ip = freshClientIp()) =>
    request(ctx.server())
      .post('/api/newsletter/unsubscribe')
      .set('X-Forwarded-For', ip)
      .send(body as object);
  const mailTo = async (address: string) => (await ctx.queuedMail()).filter((mail) => mail.to === address);
  const tokenFrom = (text: string) => {
    const link = /https?:\/\/\S+/.exec(text)?.[0];
    if (!link) throw new Error('no link in mail');
    const url = new URL(link);
    expect(`${url.origin}${url.pathname}`).toBe(`${TEST_SITE_URL}${ROUTES.newsletterUnsubscribe}`);
    return url.searchParams.get('token') ?? '';
  };

  it('stores a new subscriber once and mails a confirmation with an unsubscribe link', async () => {
    const res = await subscribe({ email: '  Reader.One@Example.com ' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: NEWSLETTER_MESSAGES.subscribed });

    const row = await ctx.prisma.newsletterSubscriber.findUniqueOrThrow({
      where: { emailNormalized: 'reader.one@example.com' },
    });
    expect(row.email).toBe('Reader.One@Example.com');
    expect(row.confirmationSentAt).not.toBeNull();
    const [mail] = await mailTo('Reader.One@Example.com');
    expect(mail?.subject).toBe('You are subscribed to the Property Analysis Calculator newsletter');
    // Only a hash of the token is kept.
    expect(row.unsubscribeTokenHash).not.toBe(tokenFrom(mail!.text));
  });

  it('answers a repeat in any case with the same success, no second row and no second mail', async () => {
    await subscribe({ email: 'repeat@example.com' });
    const again = await subscribe({ email: 'REPEAT@Example.COM' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ success: true, message: NEWSLETTER_MESSAGES.subscribed });
    expect(
      await ctx.prisma.newsletterSubscriber.count({ where: { emailNormalized: 'repeat@example.com' } }),
    ).toBe(1);
    expect(await mailTo('REPEAT@Example.COM')).toHaveLength(0);
    expect(await mailTo('repeat@example.com')).toHaveLength(1);
  });

  it('keeps the subscription when the email queue refuses the mail, without claiming it was sent', async () => {
    const refusal = vi
      .spyOn(ctx.app.get(MailQueue), 'enqueue')
      .mockRejectedValueOnce(new Error('Connection is closed.'));
    try {
      const res = await subscribe({ email: 'queue-down@example.com' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: NEWSLETTER_MESSAGES.subscribed });
    } finally {
      refusal.mockRestore();
    }
    const row = await ctx.prisma.newsletterSubscriber.findUniqueOrThrow({
      where: { emailNormalized: 'queue-down@example.com' },
    });
    expect(row.confirmationSentAt).toBeNull();
    expect(await mailTo('queue-down@example.com')).toHaveLength(0);
  });

  it('survives two simultaneous subscriptions of one address with one row', async () => {
    const answers = await Promise.all([
      subscribe({ email: 'race@example.com' }),
      subscribe({ email: 'Race@example.com' }),
    ]);
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    expect(
      await ctx.prisma.newsletterSubscriber.count({ where: { emailNormalized: 'race@example.com' } }),
    ).toBe(1);
  });

  it.each([
    [{ email: '' }],
    [{ email: 'no-at-sign.example.com' }],
    [{ email: 'a@b' }],
    [{ email: 'two words@example.com' }],
    [{ email: 42 }],
    [{}],
    [{ email: `${'x'.repeat(250)}@example.com` }],
  ])('rejects %j with 400 and the invalid-email message', async (body) => {
    const res = await subscribe(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: NEWSLETTER_MESSAGES.invalidEmail });
  });

  it('answers malformed JSON and an oversized body with a 4xx error, never 500', async () => {
    const malformed = await request(ctx.server())
      .post('/api/newsletter/subscribe')
      .set('X-Forwarded-For', freshClientIp())
      .set('Content-Type', 'application/json')
      .send('{"email"');
    expect(malformed.status).toBe(400);
    const huge = await subscribe({ email: 'big@example.com', padding: 'x'.repeat(300_000) });
    expect(huge.status).toBe(413);
    expect(huge.body.success).toBe(false);
  });

  it('keeps nothing from a bot that fills the hidden field', async () => {
    const res = await subscribe({ email: 'bot@spam.example', [HONEYPOT_FIELD]: 'filled' });
    expect(res.body.success).toBe(true);
    expect(
      await ctx.prisma.newsletterSubscriber.count({ where: { emailNormalized: 'bot@spam.example' } }),
    ).toBe(0);
  });

  it('unsubscribes with the token from the mail, idempotently, and a later subscribe mails again', async () => {
    await subscribe({ email: 'leaver@example.com' });
    const token = tokenFrom((await mailTo('leaver@example.com'))[0]!.text);

    for (let i = 0; i < 2; i++) {
      const res = await unsubscribe({ token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: NEWSLETTER_MESSAGES.unsubscribed });
    }
    const row = await ctx.prisma.newsletterSubscriber.findUniqueOrThrow({
      where: { emailNormalized: 'leaver@example.com' },
    });
    expect(row.unsubscribedAt).not.toBeNull();

    await subscribe({ email: 'leaver@example.com' });
    const back = await ctx.prisma.newsletterSubscriber.findUniqueOrThrow({ where: { id: row.id } });
    expect(back.unsubscribedAt).toBeNull();
    expect(await mailTo('leaver@example.com')).toHaveLength(2);
  });

  it('refuses an unknown or malformed token with a clear message', async () => {
    const unknown = await unsubscribe({ token: 'not-a-real-token' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, error: NEWSLETTER_MESSAGES.unsubscribeInvalid });
    for (const body of [{}, { token: '' }, { token: 'x'.repeat(201) }]) {
      const res = await unsubscribe(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, error: NEWSLETTER_MESSAGES.unsubscribeInvalid });
    }
  });

  it('limits each IP address across subscribe and unsubscribe', async () => {
    const ip = freshClientIp();
    for (let i = 0; i < NEWSLETTER_RATE_LIMIT.limit; i++) {
      expect((await subscribe({ email: `flood${i}@example.com` }, ip)).status).toBe(200);
    }
    const blocked = await unsubscribe({ token: 'anything' }, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ success: false, error: TOO_MANY_REQUESTS_MESSAGE });
    expect((await subscribe({ email: 'someone-else@example.com' })).status).toBe(200);
  });
});
