import { describe, expect, it } from 'vitest';
import type { CourseProgressEntry, CourseStageEntry } from '@pac/contracts';
import { moduleStatus, progressByVideo, videoIdFromHash, videoStatus } from './course-status.js';

const video = (id: string) => ({
  id,
  title: id,
  description: '',
  videoHostId: '123456',
  duration: '1:00',
  durationSeconds: 60,
  resources: [],
});
const stage: CourseStageEntry = {
  id: 'start-here',
  title: 'Start Here',
  videos: [video('start-here'), video('introduction')],
};
const entry = (video_id: string, position: number, completed: boolean): CourseProgressEntry => ({
  video_id,
  module_id: 'start-here',
  position,
  completed,
  updated_at: '2026-01-01T00:00:00.000Z',
});

describe('course statuses (video: completed, current, available; module: not-started, in-progress, completed)', () => {
  it('module: not-started, in-progress once anything is watched, completed when every video is', () => {
    expect(moduleStatus(stage, progressByVideo([]))).toBe('not-started');
    expect(moduleStatus(stage, progressByVideo([entry('start-here', 12, false)]))).toBe('in-progress');
    expect(moduleStatus(stage, progressByVideo([entry('start-here', 0, true)]))).toBe('in-progress');
    expect(
      moduleStatus(stage, progressByVideo([entry('start-here', 0, true), entry('introduction', 0, true)])),
    ).toBe('completed');
  });

  it('video: completed wins over current; others are available', () => {
    const progress = progressByVideo([entry('introduction', 0, true)]);
    expect(videoStatus('introduction', 'introduction', progress)).toBe('completed');
    expect(videoStatus('start-here', 'start-here', progress)).toBe('current');
    expect(videoStatus('start-here', 'introduction', progress)).toBe('available');
  });

  it('reads #module-N as the video moduleN', () => {
    expect(videoIdFromHash('#module-7')).toBe('module7');
    expect(videoIdFromHash('#module-')).toBeNull();
    expect(videoIdFromHash('#features')).toBeNull();
    expect(videoIdFromHash('')).toBeNull();
  });
});
