import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURSE_CATALOGUE } from '@pac/db';
import { COURSE_MESSAGES, parseVideoHostId, type CourseCatalogueResponse } from '@pac/contracts';
import { startCourseTestApp, type ContentTestApp } from '../testing/content-test-app.js';

let course: ContentTestApp;
beforeAll(async () => {
  course = await startCourseTestApp();
});
afterAll(() => course?.stop());

const progressOf = (sessionId: string) =>
  request(course.server()).get('/api/course/progress').set('X-Session-ID', sessionId);
const save = (sessionId: string, body: object) =>
  request(course.server()).post('/api/course/progress').set('X-Session-ID', sessionId).send(body);

describe('GET /api/course/catalogue', () => {
  it('serves the seeded stages and nine videos with durations, valid host ids and resources', async () => {
    const res = await request(course.server()).get('/api/course/catalogue');
    expect(res.status).toBe(200);
    const body = res.body as CourseCatalogueResponse;
    expect(body.stages.map((s) => [s.id, s.title])).toEqual([
      ['start-here', 'Start Here'],
      ['modules', 'Modules'],
    ]);
    const videos = body.stages.flatMap((s) => s.videos);
    expect(videos.map((v) => v.id)).toEqual([
      'start-here',
      'introduction',
      'module1',
      'module2',
      'module3',
      'module4',
      'module5',
      'module6',
      'module7',
    ]);
    expect(videos.map((v) => v.duration)).toEqual([
      '0:39',
      '7:54',
      '2:56',
      '2:22',
      '2:16',
      '2:23',
      '3:38',
      '2:38',
      '2:16',
    ]);
    for (const video of videos) expect(parseVideoHostId(video.videoHostId)).toBe(video.videoHostId);
    expect(videos[0]?.resources).toEqual(COURSE_CATALOGUE[0]?.videos[0]?.resources);
  });
});

describe('course progress (X-Session-ID)', () => {
  it('starts empty at 0 %, saves a position, and completes a video (position cleared, percentage up)', async () => {
    const sessionId = randomUUID();
    expect((await progressOf(sessionId)).body).toEqual({ success: true, progress: [], percentage: 0 });

    const saved = await save(sessionId, {
      video_id: 'module3',
      module_id: 'modules',
      position: 42.5,
      completed: false,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.progress).toEqual([
      expect.objectContaining({
        video_id: 'module3',
        module_id: 'modules',
        position: 42.5,
        completed: false,
      }),
    ]);
    expect(saved.body.percentage).toBe(0);

    await save(sessionId, { video_id: 'module3', module_id: 'modules', position: 136, completed: true });
    const after = (await progressOf(sessionId)).body;
    expect(after.progress).toEqual([
      expect.objectContaining({ video_id: 'module3', position: 0, completed: true }),
    ]);
    expect(after.percentage).toBe(11);
    expect(typeof after.progress[0].updated_at).toBe('string');

    // Watching it again keeps it completed.
    await save(sessionId, { video_id: 'module3', module_id: 'modules', position: 10, completed: false });
    expect((await progressOf(sessionId)).body.progress[0]).toMatchObject({ position: 10, completed: true });
  });

  it('keeps sessions apart', async () => {
    const mine = randomUUID();
    await save(mine, { video_id: 'introduction', module_id: 'start-here', position: 5, completed: true });
    expect((await progressOf(randomUUID())).body.progress).toEqual([]);
  });

  it('answers 400 without, or with a malformed, X-Session-ID', async () => {
    const missing = await request(course.server()).get('/api/course/progress');
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ success: false, error: COURSE_MESSAGES.sessionIdMissing });
    const postMissing = await request(course.server())
      .post('/api/course/progress')
      .send({ video_id: 'module1', module_id: 'modules', position: 1, completed: false });
    expect(postMissing.status).toBe(400);
    for (const bad of ['short', 'has spaces in it', '<script>alert(1)</script>', 'x'.repeat(200)]) {
      const res = await progressOf(bad);
      expect(res.status, bad).toBe(400);
      expect(res.body.error).toBe(COURSE_MESSAGES.sessionIdMalformed);
    }
  });

  it('refuses unknown videos, a module the video is not in, and malformed bodies with 400', async () => {
    const sessionId = randomUUID();
    const cases: [object, string][] = [
      [
        { video_id: 'module99', module_id: 'modules', position: 1, completed: false },
        COURSE_MESSAGES.unknownVideo,
      ],
      [
        { video_id: 'module1', module_id: 'start-here', position: 1, completed: false },
        COURSE_MESSAGES.videoNotInModule,
      ],
      [
        { video_id: 'module1', module_id: 'nope', position: 1, completed: false },
        COURSE_MESSAGES.videoNotInModule,
      ],
      [
        { video_id: 'module1', module_id: 'modules', position: -3, completed: false },
        COURSE_MESSAGES.positionInvalid,
      ],
      [
        { video_id: 'module1', module_id: 'modules', position: '12', completed: false },
        COURSE_MESSAGES.positionInvalid,
      ],
      [
        { video_id: 'module1', module_id: 'modules', position: 3, completed: 'yes' },
        COURSE_MESSAGES.completedInvalid,
      ],
    ];
    for (const [body, error] of cases) {
      const res = await save(sessionId, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual({ success: false, error });
    }
    const missingVideo = await save(sessionId, { module_id: 'modules', position: 1 });
    expect(missingVideo.status).toBe(400);
    const malformed = await request(course.server())
      .post('/api/course/progress')
      .set('X-Session-ID', sessionId)
      .set('Content-Type', 'application/json')
      .send('{"video_id":');
    expect(malformed.status).toBe(400);
    expect((await progressOf(sessionId)).body.progress).toEqual([]);
  });
});

describe('GET /api/course/resources/<name>.pdf', () => {
  it.each(['deal-analysis-checklist.pdf', 'seasonal-rate-planner.pdf', 'operating-cost-sheet.pdf'])(
    'serves %s as a real inline PDF',
    async (name) => {
      const res = await request(course.server()).get(`/api/course/resources/${name}`).buffer(true);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`inline; filename="${name}"`);
      const body = res.body as Buffer;
      expect(body.subarray(0, 5).toString()).toBe('%PDF-');
      expect(body.subarray(-8).toString()).toContain('%%EOF');
      expect(body.length).toBeGreaterThan(3_000);
    },
  );

  it('answers 404 for anything else, including path tricks', async () => {
    for (const name of ['secret.pdf', '..%2F..%2Fpackage.json', 'deal-analysis-checklist.PDF']) {
      const res = await request(course.server()).get(`/api/course/resources/${name}`);
      expect(res.status, name).toBe(404);
      expect(res.body).toEqual({ success: false, error: 'Resource not found' });
    }
  });
});
