import { randomUUID } from 'node:crypto';
import { SESSION_COOKIE } from '@pac/contracts';
import { SessionRegistry, sha256Hex } from '@pac/server-kit/auth';
import { TEST_JWT_SECRET } from '@pac/server-kit/testing';
import { INJECTION_PAYLOADS, expectRefusedEverywhere, forgeriesOf } from '@pac/server-kit/testing/attacks';
import { tableCounter } from '@pac/server-kit/testing/fuzz';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TEST_SITE_URL,
  freshClientIp,
  startCourseTestApp,
  type ContentTestApp,
} from '../testing/content-test-app.js';

const WORKBOOK = [{ method: 'get' as const, path: '/api/workbook/download' }];

describe('content under attack', () => {
  let ctx: ContentTestApp;
  beforeAll(async () => {
    ctx = await startCourseTestApp();
  });
  afterAll(() => ctx?.stop());

  const post = (path: string) => request(ctx.server()).post(path).set('X-Forwarded-For', freshClientIp());

  it('refuses forged, expired and revoked tokens on the workbook download with 401', async () => {
    const { token } = await ctx.signedInUser('workbook-forge@example.com');
    const common = {
      server: ctx.server,
      routes: WORKBOOK,
      cookieNames: [SESSION_COOKIE],
      origin: TEST_SITE_URL,
    };
    await expectRefusedEverywhere({ ...common, tokens: forgeriesOf(token, TEST_JWT_SECRET) });
    expect(
      (await request(ctx.server()).get('/api/workbook/download').auth(token, { type: 'bearer' })).status,
    ).toBe(200);
    await ctx.app.get(SessionRegistry).revoke(sha256Hex((jwt.decode(token) as { jti: string }).jti));
    await expectRefusedEverywhere({ ...common, tokens: [{ label: 'revoked', token }] });
  });

  it("course progress: another or a look-alike session id never reads or changes this browser's progress", async () => {
    const mine = randomUUID();
    const save = (sessionId: string, body: object) =>
      request(ctx.server()).post('/api/course/progress').set('X-Session-ID', sessionId).send(body);
    const read = (sessionId: string) =>
      request(ctx.server()).get('/api/course/progress').set('X-Session-ID', sessionId);
    expect((await save(mine, { video_id: 'module1', module_id: 'modules', position: 42 })).status).toBe(200);
    const before = (await read(mine)).body;
    expect(before.progress).toHaveLength(1);

    // Other ids, ids that would match everything in a LIKE, a prefix, the same id in another case.
    for (const other of [
      randomUUID(),
      '________',
      '________________',
      mine.slice(0, 8),
      mine.toUpperCase(),
    ]) {
      const theirs = await read(other);
      expect(theirs.status, other).toBe(200);
      expect(theirs.body.progress, other).toEqual([]);
      await save(other, { video_id: 'module1', module_id: 'modules', position: 999, completed: true });
    }
    expect((await read(mine)).body).toEqual(before);

    // SQL and script payloads are not session ids at all.
    for (const payload of INJECTION_PAYLOADS) {
      const res = await read(payload);
      expect(res.status, payload).toBe(400);
    }
  });

  it('refuses cross-site "simple" posts (form or text bodies) to every public form, storing nothing', async () => {
    const counts = tableCounter(ctx.prisma);
    const before = await counts();
    const forms: [string, Record<string, string>][] = [
      [
        '/api/contact',
        {
          name: 'Forged',
          email: 'forged@example.com',
          contact_number: '0123456789',
          enquiry_type: 'General Business Enquiry',
          message: 'Sent by another site without asking.',
        },
      ],
      ['/api/newsletter/subscribe', { email: 'forged@example.com' }],
      [
        '/api/course-signup',
        { first_name: 'F', last_name: 'S', email: 'forged@example.com', phone: '+44 7700 900000' },
      ],
    ];
    for (const [path, fields] of forms) {
      const form = await post(path).set('Origin', 'https://evil.example').type('form').send(fields);
      expect(form.status, path).toBe(400);
      const text = await post(path)
        .set('Origin', 'https://evil.example')
        .set('Content-Type', 'text/plain')
        .send(JSON.stringify(fields));
      expect(text.status, path).toBe(400);
    }
    expect(await counts()).toEqual(before);
  });

  it('stores script and SQL payloads from the contact form verbatim; the support mail carries them as plain text', async () => {
    for (const payload of INJECTION_PAYLOADS) {
      const email = `contact-${randomUUID().slice(0, 8)}@example.com`;
      const res = await post('/api/contact').send({
        name: payload,
        email,
        contact_number: payload.slice(0, 40),
        social_media_handle: payload,
        enquiry_type: 'General Business Enquiry',
        message: `${payload} ${payload}`,
      });
      expect(res.status, payload).toBe(200);
      const stored = await ctx.prisma.contactEnquiry.findFirstOrThrow({ where: { email } });
      expect(stored).toMatchObject({
        name: payload,
        contactNumber: payload.slice(0, 40),
        socialMediaHandle: payload,
        message: `${payload} ${payload}`,
      });
      const mails = (await ctx.queuedMail()).filter((mail) => mail.text.includes(stored.id));
      expect(mails).toHaveLength(2);
      for (const mail of mails) expect(mail.html).toBeUndefined();
      expect(mails.find((mail) => mail.to !== email)?.text).toContain(payload);
      // The sender's acknowledgement goes to an unverified address: nothing they typed is in it.
      expect(mails.find((mail) => mail.to === email)?.text).not.toContain(payload);
    }
    expect(await ctx.prisma.contactEnquiry.count()).toBeGreaterThanOrEqual(INJECTION_PAYLOADS.length);
  });

  it('course signup: names stored verbatim; the HTML welcome mail escapes them', async () => {
    for (const payload of INJECTION_PAYLOADS) {
      const email = `lead-${randomUUID().slice(0, 8)}@example.com`;
      const res = await post('/api/course-signup').send({
        first_name: payload,
        last_name: payload,
        email,
        phone: '+44 7700 900000',
      });
      expect(res.status, payload).toBe(200);
      expect(
        await ctx.prisma.courseSignup.findUniqueOrThrow({ where: { emailNormalized: email } }),
      ).toMatchObject({
        firstName: payload,
        lastName: payload,
      });
      const welcome = (await ctx.queuedMail()).find((mail) => mail.to === email);
      // The name is there as text: every markup character escaped, so no tag or attribute can open.
      const html = welcome?.html ?? '';
      const tags = html.match(/<[a-z][^>]*>/gi) ?? [];
      expect(
        tags.every((tag) => /^<(p|a href="[^"]*")>$/.test(tag)),
        tags.join(' '),
      ).toBe(true);
      expect(html).toContain(
        `Hi ${payload.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[c]};`)},`,
      );
    }
  });

  it('newsletter: an address carrying a script is stored as text and never breaks the list', async () => {
    const email = '<script>alert(1)</script>@evil.example';
    const res = await post('/api/newsletter/subscribe').send({ email });
    expect(res.status).toBe(200);
    const stored = await ctx.prisma.newsletterSubscriber.findFirstOrThrow({
      where: { emailNormalized: email.toLowerCase() },
    });
    expect(stored.email).toBe(email);
    const sql = await post('/api/newsletter/subscribe').send({ email: "x'--@evil.example" });
    expect(sql.status).toBe(200);
    expect(await ctx.prisma.newsletterSubscriber.count()).toBeGreaterThanOrEqual(2);
  });
});
