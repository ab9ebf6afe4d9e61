import type { CourseProgressEntry, CourseStageEntry } from '@pac/contracts';

export type VideoStatus = 'completed' | 'current' | 'available';
export type ModuleStatus = 'not-started' | 'in-progress' | 'completed';

export type ProgressByVideo = ReadonlyMap<string, CourseProgressEntry>;

export const progressByVideo = (entries: readonly CourseProgressEntry[] = []): ProgressByVideo =>
  new Map(entries.map((entry) => [entry.video_id, entry]));

/** A finished video stays 'completed' even while it is the one playing. */
export function videoStatus(videoId: string, currentVideoId: string, progress: ProgressByVideo): VideoStatus {
  if (progress.get(videoId)?.completed) return 'completed';
  return videoId === currentVideoId ? 'current' : 'available';
}

export function moduleStatus(stage: CourseStageEntry, progress: ProgressByVideo): ModuleStatus {
  const entries = stage.videos.map((video) => progress.get(video.id));
  if (entries.length > 0 && entries.every((entry) => entry?.completed)) return 'completed';
  return entries.some((entry) => entry && (entry.completed || entry.position > 0))
    ? 'in-progress'
    : 'not-started';
}

/** `#module-7` → the video `module7`, so links can open a given video; anything else → null. */
export function videoIdFromHash(hash: string): string | null {
  const match = /^#module-(\d{1,2})$/.exec(hash);
  return match ? `module${match[1]}` : null;
}
