import { type PrismaClient } from '@pac/db';
import { PRISMA, PendingMailSeal } from '@pac/server-kit';
import { TEST_JWT_SECRET } from '@pac/server-kit/testing';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startAdmin, type AdminHarness } from '../testing/admin-test-app.js';

/** The Email Automation page's rows: a pending mail's sealed message stays in the database. */
describe('admin email logs', () => {
  let h: AdminHarness;
  let token: string;

  beforeAll(async () => {
    h = await startAdmin();
    const admin = await h.createUser({
      name: 'Ada Admin',
      email: 'ada@example.com',
      role: 'admin',
      createdAt: '2026-01-01T00:00:00Z',
    });
    token = await h.tokenFor(admin.id, 'admin');
  });
  afterAll(() => h?.stop());

  it('never reads nor answers the sealed message of a pending row', async () => {
    const id = randomUUID();
    const message = {
      to: 'reader@example.com',
      subject: 'Your receipt',
      text: 'Amount: £25.00',
      emailLogId: id,
    };
    const pendingMessage = new PendingMailSeal(TEST_JWT_SECRET).seal(message);
    await h.prisma.emailLog.create({
      data: {
        id,
        recipient: message.to,
        subject: message.subject,
        pendingMessage,
        expiresAt: new Date(Date.now() + 60_000),
      },
    });
    const findMany = vi.spyOn(h.app.get<PrismaClient>(PRISMA).emailLog, 'findMany');
    try {
      const res = await h.http().get('/api/admin/email-logs').set('Authorization', `Bearer ${token}`);
      expect(res.status).toBe(200);
      const row = (res.body.data.logs as Array<Record<string, unknown>>).find((log) => log.id === id);
      expect(row).toMatchObject({ recipient: message.to, status: 'pending' });
      expect(row).not.toHaveProperty('pending_message');
      expect(row).not.toHaveProperty('pendingMessage');
      expect(JSON.stringify(res.body)).not.toContain(pendingMessage);
      // Only the columns it answers with are read: the sealed message never leaves the database.
      const select = findMany.mock.calls[0]?.[0]?.select;
      expect(select).toBeDefined();
      expect(select).not.toHaveProperty('pendingMessage');
    } finally {
      findMany.mockRestore();
    }
  });
});
