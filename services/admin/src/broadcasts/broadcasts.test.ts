import { BROADCAST_QUEUE, MailQueue, fanOutJobIdFor } from '@pac/server-kit';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdmin, type AdminHarness } from '../testing/admin-test-app.js';
import { BroadcastsService } from './broadcasts.service.js';

describe('broadcast API: queue a broadcast, follow its progress, unsubscribe', () => {
  let h: AdminHarness;
  let adminToken: string;
  let userToken: string;
  let fanOuts: Queue;
  let redis: Redis;
  const adminUser = { id: '', email: 'ada@example.com' };

  beforeAll(async () => {
    h = await startAdmin();
    const admin = await h.createUser({
      name: 'Ada Admin',
      email: 'ada@example.com',
      role: 'admin',
      createdAt: '2026-01-01T00:00:00Z',
    });
    adminUser.id = admin.id;
    const user = await h.createUser({
      name: 'Uma User',
      email: 'uma@example.com',
      createdAt: '2026-01-02T00:00:00Z',
    });
    await h.createUser({
      name: 'Sam Starter',
      email: 'sam@example.com',
      plan: 'starter',
      createdAt: '2026-01-03T00:00:00Z',
    });
    await h.createUser({
      name: 'Pia Pro',
      email: 'pia@example.com',
      plan: 'professional',
      createdAt: '2026-01-04T00:00:00Z',
    });
    adminToken = await h.tokenFor(admin.id, 'admin');
    userToken = await h.tokenFor(user.id, 'user');
    redis = new Redis(h.config.REDIS_URL, { maxRetriesPerRequest: null });
    fanOuts = new Queue(BROADCAST_QUEUE, { connection: redis, prefix: h.config.QUEUE_PREFIX });
  });
  afterAll(async () => {
    await fanOuts?.obliterate({ force: true }).catch(() => undefined);
    await fanOuts?.close();
    redis?.disconnect();
    await h?.stop();
  });

  const send = (body: unknown, token = adminToken) =>
    h
      .http()
      .post('/api/admin/email/broadcast')
      .set('Authorization', `Bearer ${token}`)
      .send(body as object);

  it('is for admins only', async () => {
    expect((await h.http().post('/api/admin/email/broadcast').send({})).status).toBe(401);
    expect((await send({ subject: 'Hi', message: 'Hello', recipients: 'all' }, userToken)).status).toBe(403);
    expect(
      (await h.http().get('/api/admin/email/broadcasts').set('Authorization', `Bearer ${userToken}`)).status,
    ).toBe(403);
  });

  it('refuses a broadcast without subject or message, oversized, to an unknown segment or with unknown fields', async () => {
    const cases: Array<[unknown, RegExp]> = [
      [{ subject: '', message: 'Hello', recipients: 'all' }, /^Please fill in both subject and message$/],
      [{ subject: 'Hi', message: '   ', recipients: 'all' }, /^Please fill in both subject and message$/],
      [{ message: 'Hello', recipients: 'all' }, /^Please fill in both subject and message$/],
      [
        { subject: 'x'.repeat(201), message: 'Hello', recipients: 'all' },
        /Subject must be at most 200 characters/,
      ],
      [
        { subject: 'Hi', message: 'x'.repeat(10_001), recipients: 'all' },
        /Message must be at most 10,000 characters/,
      ],
      [
        { subject: 'Hi', message: 'Hello', recipients: 'vip' },
        /Recipients must be all, free, starter or professional/,
      ],
      [{ subject: 'Hi', message: 'Hello', recipients: 'all', html: '<b>x</b>' }, /html/],
      [{ subject: 42, message: ['Hello'], recipients: 'all' }, /Please fill in both subject and message/],
    ];
    for (const [body, error] of cases) {
      const answer = await send(body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.body.success).toBe(false);
      expect(answer.body.error).toMatch(error);
    }
    expect(await h.prisma.broadcast.count()).toBe(0);
  });

  it('records and queues a broadcast, answering at once with what is known', async () => {
    const answer = await send({ subject: 'Spring update', message: 'New features', recipients: 'all' });
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({
      success: true,
      broadcast_id: expect.any(String),
      total_users: 4,
      success_count: 0,
      failure_count: 0,
    });
    const stored = await h.prisma.broadcast.findUniqueOrThrow({ where: { id: answer.body.broadcast_id } });
    expect(stored).toMatchObject({
      subject: 'Spring update',
      recipients: 'all',
      status: 'queued',
      totalRecipients: 4,
    });
    const job = await fanOuts.getJob(fanOutJobIdFor(stored.id));
    expect(job?.data).toEqual({ broadcastId: stored.id });

    const starters = await send({ subject: 'For starters', message: 'Tips', recipients: 'starter' });
    expect(starters.body.total_users).toBe(1);
    const audit = await h.prisma.auditEvent.findFirst({ where: { kind: 'broadcast.created' } });
    expect(audit?.actorId).toBe(adminUser.id);
  });

  it('does not count users who unsubscribed, and refuses a segment with nobody in it', async () => {
    await h.prisma.user.update({
      where: { emailNormalized: 'pia@example.com' },
      data: { emailOptOutAt: new Date() },
    });
    const answer = await send({ subject: 'Pro news', message: 'Hello', recipients: 'professional' });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('No users match these recipients, so nothing was sent.');
    await h.prisma.user.update({
      where: { emailNormalized: 'pia@example.com' },
      data: { emailOptOutAt: null },
    });
  });

  it('tells the admin how many users a broadcast would reach, the same count the send records, sending nothing', async () => {
    const count = async (query: string, token = adminToken) =>
      h.http().get(`/api/admin/email/broadcast/recipients${query}`).set('Authorization', `Bearer ${token}`);
    expect((await count('?recipients=all', userToken)).status).toBe(403);
    expect((await count('?recipients=vip')).status).toBe(400);
    const before = await h.prisma.broadcast.count();

    expect((await count('?recipients=all')).body).toEqual({
      success: true,
      data: { recipients: 'all', count: 4 },
    });
    expect((await count('')).body.data).toEqual({ recipients: 'all', count: 4 });
    expect((await count('?recipients=starter')).body.data).toEqual({ recipients: 'starter', count: 1 });

    await h.prisma.user.update({
      where: { emailNormalized: 'uma@example.com' },
      data: { emailOptOutAt: new Date() },
    });
    const optedOut = (await count('?recipients=all')).body.data.count;
    expect(optedOut).toBe(3);
    const sent = await send({ subject: 'Count check', message: 'Hello', recipients: 'all' });
    expect(sent.body.total_users).toBe(optedOut);
    await h.prisma.user.update({
      where: { emailNormalized: 'uma@example.com' },
      data: { emailOptOutAt: null },
    });
    // Asking for the count queued nothing: only the one send above was recorded.
    expect(await h.prisma.broadcast.count()).toBe(before + 1);
  });

  it('reports progress from the email log rows, and completion once nothing is pending', async () => {
    const { body } = await send({ subject: 'Progress', message: 'Hello', recipients: 'all' });
    const id: string = body.broadcast_id;
    const read = async () =>
      (await h.http().get(`/api/admin/email/broadcasts/${id}`).set('Authorization', `Bearer ${adminToken}`))
        .body.data;
    expect(await read()).toMatchObject({ id, status: 'queued', total: 4, sent: 0, failed: 0, pending: 4 });

    const users = await h.prisma.user.findMany({ orderBy: { email: 'asc' } });
    await h.prisma.broadcast.update({ where: { id }, data: { status: 'sending', fannedOutAt: new Date() } });
    await h.prisma.emailLog.createMany({
      data: users.map((user, index) => ({
        broadcastId: id,
        userId: user.id,
        recipient: user.email,
        subject: 'Progress',
        status: index === 0 ? ('failed' as const) : index < 3 ? ('sent' as const) : ('pending' as const),
      })),
    });
    expect(await read()).toMatchObject({ status: 'sending', total: 4, sent: 2, failed: 1, pending: 1 });
    await h.prisma.emailLog.updateMany({
      where: { broadcastId: id, status: 'pending' },
      data: { status: 'sent' },
    });
    expect(await read()).toMatchObject({ status: 'completed', sent: 3, failed: 1, pending: 0 });

    const list = await h
      .http()
      .get('/api/admin/email/broadcasts?limit=2')
      .set('Authorization', `Bearer ${adminToken}`);
    expect(list.body.data.map((entry: { id: string }) => entry.id)[0]).toBe(id);
    expect(list.body.data).toHaveLength(2);
    const badLimit = await h
      .http()
      .get('/api/admin/email/broadcasts?limit=0')
      .set('Authorization', `Bearer ${adminToken}`);
    expect(badLimit.status).toBe(400);
  });

  it('answers 404 for an unknown or malformed broadcast id', async () => {
    for (const id of ['7d4f4c1e-4b7a-4f55-9f0e-3a1f0c2b9d11', 'not-an-id', "1' OR '1'='1"]) {
      const answer = await h
        .http()
        .get(`/api/admin/email/broadcasts/${encodeURIComponent(id)}`)
        .set('Authorization', `Bearer ${adminToken}`);
      expect(answer.status).toBe(404);
      expect(answer.body.error).toBe('Broadcast not found');
    }
  });

  it('answers 503 and keeps nothing when the queue cannot take the broadcast', async () => {
    const downQueue = { enqueueBroadcast: () => Promise.reject(new Error('The email queue is unavailable')) };
    const service = new BroadcastsService(h.prisma, downQueue as unknown as MailQueue);
    const before = await h.prisma.broadcast.count();
    await expect(
      service.send({ subject: 'Lost?', message: 'Hello', recipients: 'all' }, {
        ...adminUser,
        role: 'admin',
      } as never),
    ).rejects.toMatchObject({
      status: 503,
      message: 'The email queue is unavailable. Nothing was sent; please try again in a minute.',
    });
    expect(await h.prisma.broadcast.count()).toBe(before);
  });

  it('unsubscribes the recipient of a broadcast email by its token, from the page or one click', async () => {
    const broadcast = await h.prisma.broadcast.create({
      data: { subject: 'Hi', message: 'Hello', recipients: 'all' },
    });
    const sam = await h.prisma.user.findUniqueOrThrow({ where: { emailNormalized: 'sam@example.com' } });
    const log = await h.prisma.emailLog.create({
      data: {
        broadcastId: broadcast.id,
        userId: sam.id,
        recipient: sam.email,
        subject: 'Hi',
        status: 'sent',
      },
    });

    const page = await h.http().post('/api/email/unsubscribe').send({ token: log.id });
    expect(page.status).toBe(200);
    expect(page.body).toEqual({
      success: true,
      message:
        'You have been unsubscribed from announcements. Account emails such as sign-in codes and receipts will still reach you.',
    });
    const optedOut = (await h.prisma.user.findUniqueOrThrow({ where: { id: sam.id } })).emailOptOutAt;
    expect(optedOut).toBeInstanceOf(Date);

    // RFC 8058 one-click: a form post to the List-Unsubscribe address; repeating it changes nothing.
    const oneClick = await h
      .http()
      .post(`/api/email/unsubscribe?token=${log.id}`)
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect(oneClick.status).toBe(200);
    expect((await h.prisma.user.findUniqueOrThrow({ where: { id: sam.id } })).emailOptOutAt).toEqual(
      optedOut,
    );

    const unknown = await h
      .http()
      .post('/api/email/unsubscribe')
      .send({ token: '7d4f4c1e-4b7a-4f55-9f0e-3a1f0c2b9d11' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('This unsubscribe link is invalid.');
    const malformed = await h
      .http()
      .post('/api/email/unsubscribe')
      .send({ token: "'; DROP TABLE users; --" });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toBe('This unsubscribe link is invalid.');
  });
});
