import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTACT_MESSAGES,
  HONEYPOT_FIELD,
  SUPPORT_RESPONSE_TIME,
  TOO_MANY_REQUESTS_MESSAGE,
} from '@pac/contracts';
import { TEST_SUPPORT_INBOX, freshClientIp, startContentTestApp } from '../testing/content-test-app.js';
import { CONTACT_RATE_LIMIT } from './contact.controller.js';

const validEnquiry = {
  name: 'Priya Shah',
  // A new address each run: acknowledgements are capped per address for a day in the shared Redis.
  email: `Priya.Shah+${randomUUID().slice(0, 8)}@Example.com`,
  contact_number: '+44 20 7946 0958',
  social_media_handle: '@priyastays',
  enquiry_type: 'Partnership / Collaboration',
  message: 'We run 14 serviced apartments in Manchester and would like to talk about a referral partnership.',
};

describe('POST /api/contact', () => {
  let ctx: Awaited<ReturnType<typeof startContentTestApp>>;
  beforeAll(async () => {
    ctx = await startContentTestApp();
  });
  afterAll(() => ctx?.stop());

  const post = (body: unknown, ip = freshClientIp()) =>
    request(ctx.server())
      .post('/api/contact')
      .set('X-Forwarded-For', ip)
      .send(body as object);

  it('stores the enquiry and queues a mail to the support inbox and an acknowledgement to the sender', async () => {
    const res = await post(validEnquiry, '2001:db8::77');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: CONTACT_MESSAGES.success });

    const rows = await ctx.prisma.contactEnquiry.findMany({ where: { email: validEnquiry.email } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Priya Shah',
      contactNumber: validEnquiry.contact_number,
      socialMediaHandle: '@priyastays',
      enquiryType: 'Partnership / Collaboration',
      message: validEnquiry.message,
      ip: '2001:db8::77',
    });

    const mail = await ctx.queuedMail();
    const toSupport = mail.find((m) => m.to === TEST_SUPPORT_INBOX);
    const toSender = mail.find((m) => m.to === validEnquiry.email);
    expect(toSupport?.subject).toBe('New enquiry: Partnership / Collaboration from Priya Shah');
    expect(toSupport?.text).toContain(validEnquiry.message);
    expect(toSupport?.text).toContain(`Contact number: ${validEnquiry.contact_number}`);
    expect(toSender?.subject).toBe('We have received your enquiry');
    expect(toSender?.text).toContain(SUPPORT_RESPONSE_TIME);
    expect(toSender?.text).toContain(rows[0]!.id);
    // Each mail has an email_logs row the worker will mark sent or failed.
    const logs = await ctx.prisma.emailLog.findMany({
      where: { id: { in: mail.map((m) => m.emailLogId!) } },
    });
    expect(logs.map((log) => log.status)).toEqual(['pending', 'pending']);
  });

  it.each([
    [{ ...validEnquiry, name: '  ' }, CONTACT_MESSAGES.nameRequired],
    [{ ...validEnquiry, name: '', email: '' }, CONTACT_MESSAGES.nameRequired],
    [{ ...validEnquiry, email: '' }, CONTACT_MESSAGES.emailRequired],
    [{ ...validEnquiry, email: 'priya@example' }, CONTACT_MESSAGES.validEmailRequired],
    [{ ...validEnquiry, contact_number: '' }, CONTACT_MESSAGES.contactNumberRequired],
    [{ ...validEnquiry, enquiry_type: '' }, CONTACT_MESSAGES.enquiryTypeRequired],
    [{ ...validEnquiry, enquiry_type: 'Buy my SEO services' }, CONTACT_MESSAGES.enquiryTypeUnknown],
    [{ ...validEnquiry, message: '' }, CONTACT_MESSAGES.messageRequired],
    [{ ...validEnquiry, message: 'Hi there' }, CONTACT_MESSAGES.messageTooShort],
    [{ ...validEnquiry, name: 42 }, CONTACT_MESSAGES.nameRequired],
    [{}, CONTACT_MESSAGES.nameRequired],
  ])('rejects %j with 400 and the message of the first failing rule', async (body, message) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: message });
  });

  it('rejects oversized fields with 400 naming the field, and an oversized body with 413', async () => {
    const long = await post({ ...validEnquiry, message: 'x'.repeat(5_001) });
    expect(long.status).toBe(400);
    expect(long.body.error).toBe(CONTACT_MESSAGES.messageTooLong);
    const longName = await post({ ...validEnquiry, name: 'n'.repeat(121) });
    expect(longName.body.error).toBe(CONTACT_MESSAGES.nameTooLong);

    const huge = await post({ ...validEnquiry, message: 'x'.repeat(300_000) });
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ success: false, error: expect.stringMatching(/too large/i) });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await request(ctx.server())
      .post('/api/contact')
      .set('X-Forwarded-For', freshClientIp())
      .set('Content-Type', 'application/json')
      .send('{"name":');
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
  });

  it('answers a bot that fills the hidden field as usual but keeps and sends nothing', async () => {
    const before = (await ctx.queuedMail()).length;
    const res = await post({
      ...validEnquiry,
      email: 'bot@spam.example',
      [HONEYPOT_FIELD]: 'http://spam.example',
    });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(await ctx.prisma.contactEnquiry.count({ where: { email: 'bot@spam.example' } })).toBe(0);
    expect((await ctx.queuedMail()).length).toBe(before);
  });

  it('limits each IP address, counted in Redis, and leaves other addresses alone', async () => {
    const ip = freshClientIp();
    for (let i = 0; i < CONTACT_RATE_LIMIT.limit; i++) {
      expect((await post({ ...validEnquiry, message: 'short' }, ip)).status).toBe(400);
    }
    const blocked = await post(validEnquiry, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ success: false, error: TOO_MANY_REQUESTS_MESSAGE });
    expect((await post(validEnquiry)).status).toBe(200);
  });

  it('counts an IPv6 client by its /64, and an IPv4-mapped address as the IPv4 one', async () => {
    const network = freshClientIp().replace(/::[0-9a-f]+$/, '');
    for (let i = 0; i < CONTACT_RATE_LIMIT.limit; i++) {
      // A fresh address of the same /64 for every request, as a client rotating its interface id would.
      expect((await post({ ...validEnquiry, message: 'short' }, `${network}::${i + 1}`)).status).toBe(400);
    }
    expect((await post(validEnquiry, `${network}:ffff:ffff:ffff:ffff`)).status).toBe(429);

    const ipv4 = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
    for (let i = 0; i < CONTACT_RATE_LIMIT.limit; i++) {
      expect((await post({ ...validEnquiry, message: 'short' }, ipv4)).status).toBe(400);
    }
    expect((await post(validEnquiry, `::ffff:${ipv4}`)).status).toBe(429);
  });
});
