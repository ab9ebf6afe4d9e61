import { normalizeEmail } from '../client.js';
import type { PrismaClient, SettingsGroup } from '../generated/prisma/client.js';
import { COURSE_CATALOGUE, durationToSeconds } from './course-catalogue.js';
import { hashPassword, verifyPassword } from '../password-hash.js';
import { SETTINGS_DEFAULTS } from './settings-defaults.js';

export interface SeedOptions {
  adminEmail: string;
  adminPassword: string;
  adminFullName?: string;
}

export interface SeedSummary {
  admin: 'created' | 'updated' | 'unchanged';
  stages: number;
  videos: number;
  resources: number;
  /** Settings rows written this run; existing values (possibly changed by an admin) are left as they are. */
  settingsAdded: number;
}

/**
 * Brings a migrated database to its starting content: the course catalogue, the settings defaults and the
 * admin account. Idempotent: running it again changes nothing an admin has changed, except the admin's own
 * password, which follows `adminPassword`.
 */
export async function seedDatabase(prisma: PrismaClient, options: SeedOptions): Promise<SeedSummary> {
  const catalogue = await seedCourseCatalogue(prisma);
  const settingsAdded = await seedSettings(prisma);
  const admin = await seedAdmin(prisma, options);
  return { admin, ...catalogue, settingsAdded };
}

async function seedCourseCatalogue(
  prisma: PrismaClient,
): Promise<Pick<SeedSummary, 'stages' | 'videos' | 'resources'>> {
  let videos = 0;
  let resources = 0;
  await prisma.$transaction(async (tx) => {
    for (const [stageIndex, stage] of COURSE_CATALOGUE.entries()) {
      await tx.courseStage.upsert({
        where: { id: stage.id },
        create: { id: stage.id, title: stage.title, position: stageIndex + 1 },
        update: { title: stage.title, position: stageIndex + 1 },
      });
      for (const [videoIndex, video] of stage.videos.entries()) {
        const fields = {
          stageId: stage.id,
          position: videoIndex + 1,
          title: video.title,
          description: video.description,
          videoHostId: video.videoHostId,
          durationSeconds: durationToSeconds(video.duration),
        };
        await tx.courseVideo.upsert({
          where: { id: video.id },
          create: { id: video.id, ...fields },
          update: fields,
        });
        for (const [resourceIndex, resource] of video.resources.entries()) {
          const position = resourceIndex + 1;
          await tx.courseResource.upsert({
            where: { videoId_position: { videoId: video.id, position } },
            create: { videoId: video.id, position, ...resource },
            update: resource,
          });
        }
        await tx.courseResource.deleteMany({
          where: { videoId: video.id, position: { gt: video.resources.length } },
        });
        videos += 1;
        resources += video.resources.length;
      }
    }
  });
  return { stages: COURSE_CATALOGUE.length, videos, resources };
}

async function seedSettings(prisma: PrismaClient): Promise<number> {
  const rows = Object.entries(SETTINGS_DEFAULTS).flatMap(([group, values]) =>
    Object.entries(values).map(([key, value]) => ({ group: group as SettingsGroup, key, value })),
  );
  const { count } = await prisma.setting.createMany({ data: rows, skipDuplicates: true });
  return count;
}

async function seedAdmin(prisma: PrismaClient, options: SeedOptions): Promise<SeedSummary['admin']> {
  const email = options.adminEmail.trim();
  const emailNormalized = normalizeEmail(email);
  const existing = await prisma.user.findUnique({ where: { emailNormalized } });
  const adminFields = {
    role: 'admin',
    plan: 'executive',
    planStatus: 'active',
    planExpiresAt: null,
  } as const;

  if (!existing) {
    await prisma.user.create({
      data: {
        email,
        emailNormalized,
        fullName: options.adminFullName ?? 'Site Administrator',
        passwordHash: await hashPassword(options.adminPassword),
        ...adminFields,
        // The operator chose this address: it counts as confirmed (security.requireEmailVerification).
        emailVerifiedAt: new Date(),
      },
    });
    return 'created';
  }
  const passwordMatches = await verifyPassword(existing.passwordHash, options.adminPassword);
  const alreadyAdmin =
    existing.role === 'admin' &&
    existing.plan === 'executive' &&
    existing.planStatus === 'active' &&
    !existing.planExpiresAt &&
    existing.emailVerifiedAt !== null;
  if (passwordMatches && alreadyAdmin) return 'unchanged';
  await prisma.user.update({
    where: { id: existing.id },
    data: {
      ...adminFields,
      emailVerifiedAt: existing.emailVerifiedAt ?? new Date(),
      ...(passwordMatches ? {} : { passwordHash: await hashPassword(options.adminPassword) }),
      // A changed password also lifts any lockout the old one caused.
      failedLoginCount: 0,
      lockedUntil: null,
    },
  });
  return 'updated';
}
