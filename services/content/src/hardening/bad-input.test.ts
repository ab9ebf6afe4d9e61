import { randomUUID } from 'node:crypto';
import { CONTENT_ENDPOINTS, courseSessionIdSchema } from '@pac/contracts';
import {
  NASTY_STRINGS,
  catalogueFuzzTargets,
  fc,
  fuzzEndpoint,
  isErrorBody,
  tableCounter,
  type FuzzEndpoint,
  type FuzzPlan,
} from '@pac/server-kit/testing/fuzz';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCourseTestApp, type ContentTestApp } from '../testing/content-test-app.js';

/**
 * Every content endpoint under random and malformed input: never a 5xx, always our JSON error, 400/413 for what
 * the contract refuses, and nothing written to the database by a refused request.
 */
describe('content under bad input (property-based)', () => {
  let ctx: ContentTestApp;
  let token = '';
  const sessionId = randomUUID();

  beforeAll(async () => {
    ctx = await startCourseTestApp();
    token = (await ctx.signedInUser('fuzz-reader@example.com')).token;
  });
  afterAll(() => ctx?.stop());

  // Method, path and contract come from the catalogue; each entry needs a valid sample here, or a reason to skip.
  const plan: FuzzPlan<typeof CONTENT_ENDPOINTS> = {
    contact: {
      body: {
        name: 'Fuzz Sender',
        email: 'fuzz-sender@example.com',
        contact_number: '+44 20 7946 0000',
        social_media_handle: '@fuzz',
        enquiry_type: 'General Business Enquiry',
        message: 'A message long enough to be accepted.',
      },
    },
    newsletterSubscribe: { body: { email: 'fuzz-subscriber@example.com' } },
    newsletterUnsubscribe: { body: { token: 'not-a-real-unsubscribe-token' } },
    courseSignup: {
      body: {
        first_name: 'Fuzz',
        last_name: 'Learner',
        email: 'fuzz-learner@example.com',
        phone: '+44 7700 900000',
        business_revenue: '£0-£10k',
      },
    },
    saveCourseProgress: {
      headers: () => ({ 'X-Session-ID': sessionId }),
      body: { video_id: 'module1', module_id: 'modules', position: 12.5, completed: false },
    },
    courseProgress: { headers: () => ({ 'X-Session-ID': sessionId }) },
    courseCatalogue: {},
    workbookDownload: { headers: () => ({ Authorization: `Bearer ${token}` }) },
    courseResource: { skip: 'its file name is fuzzed by the resources test below' },
  };
  const endpoints: FuzzEndpoint[] = [
    ...catalogueFuzzTargets(CONTENT_ENDPOINTS, plan).map(({ endpoint }) => endpoint),
    { method: 'get', path: '/health/live' },
    { method: 'get', path: '/health/ready' },
  ];

  for (const endpoint of endpoints) {
    it(`${endpoint.method.toUpperCase()} ${endpoint.path}`, async () => {
      await fuzzEndpoint({ server: ctx.server, endpoint, counts: tableCounter(ctx.prisma) });
    });
  }

  it('X-Session-ID: anything but a well-formed id is refused with 400 and stores nothing', async () => {
    const counts = tableCounter(ctx.prisma);
    // Header values are visible ASCII and spaces/tabs (what HTTP carries), including injection attempts.
    const headerValue = fc.oneof(
      fc.string({
        unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
        maxLength: 200,
      }),
      fc.constantFrom(...NASTY_STRINGS.filter((text) => /^[\x20-\x7e]*$/.test(text))),
      fc.integer({ min: 129, max: 4_000 }).map((n) => 'a'.repeat(n)),
    );
    await fc.assert(
      fc.asyncProperty(headerValue, fc.boolean(), async (value, write) => {
        const before = await counts();
        const req = write
          ? request(ctx.server())
              .post('/api/course/progress')
              .send({ video_id: 'module1', module_id: 'modules', position: 1 })
          : request(ctx.server()).get('/api/course/progress');
        const res = await req.set('X-Session-ID', value);
        const valid = courseSessionIdSchema.safeParse(value).success;
        if (
          res.status >= 500 ||
          (!valid && res.status !== 400) ||
          (res.status >= 400 && !isErrorBody(res.body))
        ) {
          throw new Error(
            `X-Session-ID ${JSON.stringify(value.slice(0, 80))} answered ${res.status}: ${res.text}`,
          );
        }
        if (!valid) expect(await counts()).toEqual(before);
      }),
      { numRuns: 60, endOnFailure: true },
    );
  });

  it('GET /api/course/resources/:fileName: unknown, traversing or broken names answer 4xx JSON, never a file', async () => {
    const name = fc.oneof(
      fc.string({ unit: 'binary', minLength: 1, maxLength: 60 }).map(encodeURIComponent),
      fc.constantFrom(
        '..%2F..%2F..%2Fetc%2Fpasswd',
        '..%5C..%5Cwindows%5Cwin.ini',
        '%2e%2e%2f%2e%2e%2fpackage.json',
        'workbook.pdf%00.txt',
        '%E0%A4%A',
        '%ZZ',
        '%C0%AF',
        'x'.repeat(2_000),
      ),
    );
    await fc.assert(
      fc.asyncProperty(name, async (fileName) => {
        const res = await request(ctx.server()).get(`/api/course/resources/${fileName}`);
        if (res.status >= 500 || (res.status !== 200 && !isErrorBody(res.body))) {
          throw new Error(`${fileName.slice(0, 80)} answered ${res.status}: ${res.text.slice(0, 200)}`);
        }
        if (res.status === 200) expect(res.headers['content-type']).toBe('application/pdf');
        else expect([400, 404]).toContain(res.status);
      }),
      { numRuns: 60, endOnFailure: true },
    );
  });
});
