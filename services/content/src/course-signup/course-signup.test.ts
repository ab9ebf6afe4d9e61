import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURSE_MESSAGES } from '@pac/contracts';
import { TEST_SITE_URL, startCourseTestApp, type ContentTestApp } from '../testing/content-test-app.js';

let course: ContentTestApp;
beforeAll(async () => {
  course = await startCourseTestApp();
});
afterAll(() => course?.stop());

const lead = (overrides: object = {}) => ({
  first_name: 'Priya',
  last_name: 'Shah',
  email: 'priya.shah@example.test',
  phone: '+44 (20) 7946-0958',
  business_revenue: '0-100k',
  ...overrides,
});
const signUp = (body: unknown) =>
  request(course.server())
    .post('/api/course-signup')
    .send(body as object);

describe('POST /api/course-signup', () => {
  it('stores the lead as sent and queues one welcome email with the course link', async () => {
    const res = await signUp(lead());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: expect.any(String) });

    const stored = await course.prisma.courseSignup.findUniqueOrThrow({
      where: { emailNormalized: 'priya.shah@example.test' },
    });
    expect(stored).toMatchObject({
      firstName: 'Priya',
      lastName: 'Shah',
      phone: '+44 (20) 7946-0958',
      businessRevenue: '0-100k',
    });
    expect(stored.welcomeEmailSentAt).toBeInstanceOf(Date);

    const mail = (await course.queuedMail()).filter((m) => m.to === 'priya.shah@example.test');
    expect(mail).toHaveLength(1);
    expect(mail[0]?.text).toContain(`${TEST_SITE_URL}/courses`);
    expect(mail[0]?.html).toContain(`href="${TEST_SITE_URL}/courses"`);
    expect(mail[0]?.emailLogId).toBeTruthy();
  });

  it('is idempotent: a repeated lead updates the row and sends no second email', async () => {
    const again = await signUp(
      lead({ email: 'PRIYA.SHAH@example.test', phone: '07700 900123', business_revenue: '100k-250k' }),
    );
    expect(again.status).toBe(200);
    const rows = await course.prisma.courseSignup.findMany({
      where: { emailNormalized: 'priya.shah@example.test' },
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ phone: '07700 900123', businessRevenue: '100k-250k' });
    const mail = (await course.queuedMail()).filter((m) => m.to.toLowerCase() === 'priya.shah@example.test');
    expect(mail).toHaveLength(1);
  });

  it("answers 'Email already registered' when the email belongs to an account, storing nothing", async () => {
    await course.prisma.user.create({
      data: {
        fullName: 'Has Account',
        email: 'member@example.test',
        emailNormalized: 'member@example.test',
        passwordHash: 'x',
      },
    });
    const res = await signUp(lead({ email: 'Member@Example.test' }));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, error: COURSE_MESSAGES.emailAlreadyRegistered });
    expect(
      await course.prisma.courseSignup.count({ where: { emailNormalized: 'member@example.test' } }),
    ).toBe(0);
  });

  it('validates on the server with the same messages as the form', async () => {
    const cases: [unknown, string][] = [
      [lead({ first_name: '  ' }), COURSE_MESSAGES.firstNameRequired],
      [lead({ last_name: undefined }), COURSE_MESSAGES.lastNameRequired],
      [lead({ email: '' }), COURSE_MESSAGES.emailRequired],
      [lead({ email: 'not-an-email' }), COURSE_MESSAGES.validEmailRequired],
      [lead({ phone: '' }), COURSE_MESSAGES.phoneRequired],
      [lead({ phone: '12345' }), COURSE_MESSAGES.phoneInvalid],
      [lead({ phone: '0800-CALL-NOW' }), COURSE_MESSAGES.phoneInvalid],
      [lead({ first_name: 42 }), COURSE_MESSAGES.firstNameRequired],
      [lead({ first_name: 'x'.repeat(500) }), COURSE_MESSAGES.firstNameRequired],
    ];
    for (const [body, error] of cases) {
      const res = await signUp(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body).toEqual({ success: false, error });
    }
    const malformed = await request(course.server())
      .post('/api/course-signup')
      .set('Content-Type', 'application/json')
      .send('{"first_name":');
    expect(malformed.status).toBe(400);
    expect(malformed.body.success).toBe(false);
  });
});
