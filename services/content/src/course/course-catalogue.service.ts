import { Inject, Injectable } from '@nestjs/common';
import { formatDuration, type CourseStageEntry } from '@pac/contracts';
import { type PrismaClient } from '@pac/db';
import { PRISMA } from '@pac/server-kit';

/** The seeded course (stages → videos → resources), in display order. */
@Injectable()
export class CourseCatalogueService {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async stages(): Promise<CourseStageEntry[]> {
    const stages = await this.prisma.courseStage.findMany({
      orderBy: { position: 'asc' },
      include: {
        videos: {
          orderBy: { position: 'asc' },
          include: { resources: { orderBy: { position: 'asc' } } },
        },
      },
    });
    return stages.map((stage) => ({
      id: stage.id,
      title: stage.title,
      videos: stage.videos.map((video) => ({
        id: video.id,
        title: video.title,
        description: video.description,
        videoHostId: video.videoHostId,
        duration: formatDuration(video.durationSeconds),
        durationSeconds: video.durationSeconds,
        resources: video.resources.map((resource) => ({ title: resource.title, url: resource.url })),
      })),
    }));
  }

  /** The stage a video belongs to, or null for an unknown video. */
  async stageOf(videoId: string): Promise<string | null> {
    const video = await this.prisma.courseVideo.findUnique({
      where: { id: videoId },
      select: { stageId: true },
    });
    return video?.stageId ?? null;
  }

  countVideos(): Promise<number> {
    return this.prisma.courseVideo.count();
  }
}
