import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_MESSAGES, SESSION_COOKIE } from '@pac/contracts';
import { startCourseTestApp, type ContentTestApp } from '../testing/content-test-app.js';

let course: ContentTestApp;
let token: string;
beforeAll(async () => {
  course = await startCourseTestApp();
  ({ token } = await course.signedInUser('reader@example.test'));
});
afterAll(() => course?.stop());

const download = () => request(course.server()).get('/api/workbook/download').buffer(true);

function expectWorkbookPdf(res: request.Response) {
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toBe('attachment; filename="Getting Started Workbook.pdf"');
  const body = res.body as Buffer;
  expect(body.subarray(0, 5).toString()).toBe('%PDF-');
  expect(body.length).toBeGreaterThan(5_000);
  expect(body.toString('latin1')).toContain('Getting Started Workbook');
}

describe('GET /api/workbook/download', () => {
  it('returns the workbook PDF to a signed-in user with a bearer token', async () => {
    expectWorkbookPdf(await download().set('Authorization', `Bearer ${token}`));
  });

  it('returns it with the session cookie too', async () => {
    expectWorkbookPdf(await download().set('Cookie', `${SESSION_COOKIE}=${token}`));
  });

  it('answers 401 without a session, with a forged token, or after sign-out', async () => {
    const anonymous = await download();
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ success: false, error: IDENTITY_MESSAGES.signInRequired });

    const forged = await download().set('Authorization', `Bearer ${token.slice(0, -4)}abcd`);
    expect(forged.status).toBe(401);
    expect(forged.headers['content-type']).toContain('application/json');

    const { token: revoked, userId } = await course.signedInUser('leaver@example.test');
    await course.prisma.session.updateMany({ where: { userId }, data: { revokedAt: new Date() } });
    expect((await download().set('Authorization', `Bearer ${revoked}`)).status).toBe(401);
  });
});
