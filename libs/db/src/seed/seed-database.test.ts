import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrismaClient } from '../client.js';
import type { PrismaClient } from '../generated/prisma/client.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { verifyPassword } from '../password-hash.js';
import { seedDatabase } from './seed-database.js';

describe('seedDatabase', () => {
  let database: TestDatabase;
  let prisma: PrismaClient;
  const admin = { adminEmail: 'Owner@Example.co.uk', adminPassword: 'First-Passw0rd!' };

  beforeAll(async () => {
    database = await createTestDatabase();
    prisma = createPrismaClient(database.url, { maxConnections: 2 });
  });
  afterAll(async () => {
    await prisma.$disconnect();
    await database.drop();
  });

  it('seeds the course catalogue (2 stages, 9 videos), the settings defaults and the admin', async () => {
    const summary = await seedDatabase(prisma, admin);
    expect(summary).toMatchObject({ admin: 'created', stages: 2, videos: 9, settingsAdded: 13 });

    const stages = await prisma.courseStage.findMany({
      orderBy: { position: 'asc' },
      include: { videos: { orderBy: { position: 'asc' }, include: { resources: true } } },
    });
    expect(stages.map((stage) => stage.title)).toEqual(['Start Here', 'Modules']);
    expect(stages[0]?.videos.map((video) => video.id)).toEqual(['start-here', 'introduction']);
    expect(stages[1]?.videos.map((video) => video.id)).toEqual([
      'module1',
      'module2',
      'module3',
      'module4',
      'module5',
      'module6',
      'module7',
    ]);
    const videos = stages.flatMap((stage) => stage.videos);
    // The published video lengths: 0:39, 7:54, 2:56, 2:22, 2:16, 2:23, 3:38, 2:38, 2:16.
    expect(videos.map((video) => video.durationSeconds)).toEqual([
      39, 474, 176, 142, 136, 143, 218, 158, 136,
    ]);
    for (const video of videos) {
      expect(video.videoHostId).toMatch(/^\d{6,12}$/);
      expect(video.resources.length).toBeGreaterThan(0);
    }
    const urls = videos.flatMap((video) => video.resources.map((resource) => resource.url));
    expect(urls).toEqual(expect.arrayContaining(['/api/workbook/download', '/register']));

    const settings = await prisma.setting.findMany();
    const value = (group: string, key: string) =>
      settings.find((s) => s.group === group && s.key === key)?.value;
    expect(value('general', 'siteName')).toBe('Property Analysis Calculator');
    expect(value('general', 'maintenanceMode')).toBe(false);
    expect(value('general', 'registrationEnabled')).toBe(true);
    // Payment holds secrets only, none seeded.
    expect(settings.filter((s) => s.group === 'payment')).toEqual([]);
    expect(value('email', 'smtpPort')).toBe(587);
    expect(value('email', 'sendRatePerSecond')).toBe(50);
    expect(value('security', 'sessionTimeout')).toBe(72);
    expect(value('security', 'maxLoginAttempts')).toBe(5);
    expect(value('security', 'requireEmailVerification')).toBe(false);

    const user = await prisma.user.findUniqueOrThrow({ where: { emailNormalized: 'owner@example.co.uk' } });
    expect(user).toMatchObject({
      email: 'Owner@Example.co.uk',
      role: 'admin',
      plan: 'executive',
      planStatus: 'active',
    });
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    // The operator's address counts as confirmed, so requireEmailVerification never shuts the admin out.
    expect(user.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await verifyPassword(user.passwordHash, admin.adminPassword)).toBe(true);
    expect(await verifyPassword(user.passwordHash, 'not-the-password')).toBe(false);
  });

  it('changes nothing when run again, and keeps settings an admin has changed', async () => {
    await prisma.setting.update({
      where: { group_key: { group: 'general', key: 'siteName' } },
      data: { value: 'Renamed by admin' },
    });
    const before = await prisma.user.findUniqueOrThrow({ where: { emailNormalized: 'owner@example.co.uk' } });

    const summary = await seedDatabase(prisma, admin);
    expect(summary).toMatchObject({ admin: 'unchanged', videos: 9, settingsAdded: 0 });
    expect(await prisma.courseVideo.count()).toBe(9);
    expect(await prisma.courseResource.count()).toBe(summary.resources);
    expect(await prisma.user.count()).toBe(1);
    const after = await prisma.user.findUniqueOrThrow({ where: { id: before.id } });
    expect(after.passwordHash).toBe(before.passwordHash);
    const siteName = await prisma.setting.findUniqueOrThrow({
      where: { group_key: { group: 'general', key: 'siteName' } },
    });
    expect(siteName.value).toBe('Renamed by admin');
  });

  it('sets a new admin password, restores the admin role, and finds the admin whatever the email case', async () => {
    await prisma.user.update({
      where: { emailNormalized: 'owner@example.co.uk' },
      data: { role: 'user', lockedUntil: new Date() },
    });

    const summary = await seedDatabase(prisma, {
      adminEmail: 'OWNER@example.CO.UK',
      adminPassword: 'Second-Passw0rd!',
    });
    expect(summary.admin).toBe('updated');
    const user = await prisma.user.findUniqueOrThrow({ where: { emailNormalized: 'owner@example.co.uk' } });
    expect(user).toMatchObject({ role: 'admin', lockedUntil: null });
    expect(await verifyPassword(user.passwordHash, 'Second-Passw0rd!')).toBe(true);
    expect(await verifyPassword(user.passwordHash, admin.adminPassword)).toBe(false);
    expect(await prisma.user.count()).toBe(1);
  });
});
