import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_ACKNOWLEDGEMENT, SUPPORT_RESPONSE_TIME } from '@pac/contracts';
import { TEST_SUPPORT_INBOX, freshClientIp, startContentTestApp } from '../testing/content-test-app.js';

const enquiryFrom = (email: string) => ({
  name: 'Visit https://spam.example for cheap pills',
  email,
  contact_number: '+44 20 7946 0958 call now',
  social_media_handle: '@cheap-pills',
  enquiry_type: 'General Business Enquiry',
  message: 'Buy cheap pills at https://spam.example today, limited offer for every reader of this email!',
});

describe('the contact acknowledgement to an unverified address', () => {
  let ctx: Awaited<ReturnType<typeof startContentTestApp>>;
  beforeAll(async () => {
    ctx = await startContentTestApp();
  });
  afterAll(() => ctx?.stop());

  const post = (body: object) =>
    request(ctx.server()).post('/api/contact').set('X-Forwarded-For', freshClientIp()).send(body);
  const mailTo = async (address: string) =>
    (await ctx.queuedMail()).filter((mail) => mail.to.toLowerCase() === address.toLowerCase());

  it('says the enquiry arrived, with its reference, but echoes nothing the sender typed', async () => {
    const email = `victim-${randomUUID().slice(0, 8)}@example.com`;
    const enquiry = enquiryFrom(email);
    expect((await post(enquiry)).status).toBe(200);
    const stored = await ctx.prisma.contactEnquiry.findFirstOrThrow({ where: { email } });

    const [acknowledgement] = await mailTo(email);
    expect(acknowledgement?.subject).toBe(CONTACT_ACKNOWLEDGEMENT.subject);
    expect(acknowledgement?.text).toContain(stored.id);
    expect(acknowledgement?.text).toContain(SUPPORT_RESPONSE_TIME);
    for (const typed of [enquiry.message, enquiry.name, enquiry.contact_number, enquiry.social_media_handle])
      expect(acknowledgement?.text).not.toContain(typed);
    expect(acknowledgement?.text).not.toContain('spam.example');
    // Support still reads every word.
    const [toSupport] = (await ctx.queuedMail()).filter(
      (mail) => mail.to === TEST_SUPPORT_INBOX && mail.text.includes(stored.id),
    );
    expect(toSupport?.text).toContain(enquiry.message);
  });

  it(`acknowledges at most ${CONTACT_ACKNOWLEDGEMENT.perRecipientLimit} enquiries per address per window, in any letter case and from any IP; support gets them all`, async () => {
    const email = `target-${randomUUID().slice(0, 8)}@example.com`;
    const attempts = CONTACT_ACKNOWLEDGEMENT.perRecipientLimit + 3;
    for (let i = 0; i < attempts; i++) {
      const address = i % 2 ? email.toUpperCase() : email;
      const res = await post(enquiryFrom(address));
      // The answer never tells whether an acknowledgement went out.
      expect(res.status).toBe(200);
    }
    expect(await mailTo(email)).toHaveLength(CONTACT_ACKNOWLEDGEMENT.perRecipientLimit);
    const stored = await ctx.prisma.contactEnquiry.findMany({
      where: { email: { equals: email, mode: 'insensitive' } },
    });
    expect(stored).toHaveLength(attempts);
    const supportMails = (await ctx.queuedMail()).filter(
      (mail) => mail.to === TEST_SUPPORT_INBOX && stored.some((row) => mail.text.includes(row.id)),
    );
    expect(supportMails).toHaveLength(attempts);
  });
});
