import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import {
  COURSE_MESSAGES,
  progressPercentage,
  type CourseProgressEntry,
  type CourseProgressResponse,
  type CourseProgressUpdate,
} from '@pac/contracts';
import { type PrismaClient } from '@pac/db';
import { PRISMA } from '@pac/server-kit';
import { CourseCatalogueService } from './course-catalogue.service.js';

/** Playback progress per browser session (X-Session-ID), one row per video. */
@Injectable()
export class CourseProgressService {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly catalogue: CourseCatalogueService,
  ) {}

  async read(sessionId: string): Promise<CourseProgressResponse> {
    const [rows, totalVideos] = await Promise.all([
      this.prisma.courseProgress.findMany({ where: { sessionId }, orderBy: { updatedAt: 'asc' } }),
      this.catalogue.countVideos(),
    ]);
    const progress: CourseProgressEntry[] = rows.map((row) => ({
      video_id: row.videoId,
      module_id: row.moduleId,
      position: row.position,
      completed: row.completed,
      updated_at: row.updatedAt.toISOString(),
    }));
    const completed = progress.filter((entry) => entry.completed).length;
    return { success: true, progress, percentage: progressPercentage(completed, totalVideos) };
  }

  async save(sessionId: string, update: CourseProgressUpdate): Promise<CourseProgressResponse> {
    const stageId = await this.catalogue.stageOf(update.video_id);
    if (!stageId) throw new BadRequestException(COURSE_MESSAGES.unknownVideo);
    if (stageId !== update.module_id) throw new BadRequestException(COURSE_MESSAGES.videoNotInModule);
    // Completion sticks: rewatching a finished video saves positions without un-completing it.
    const existing = await this.prisma.courseProgress.findUnique({
      where: { sessionId_videoId: { sessionId, videoId: update.video_id } },
      select: { completed: true },
    });
    const completed = update.completed || (existing?.completed ?? false);
    // On completion the saved position is cleared, as the player clears its own, so a rewatch starts at the beginning.
    const position = update.completed ? 0 : update.position;
    await this.prisma.courseProgress.upsert({
      where: { sessionId_videoId: { sessionId, videoId: update.video_id } },
      create: { sessionId, videoId: update.video_id, moduleId: stageId, position, completed },
      update: { position, completed },
    });
    return this.read(sessionId);
  }
}
