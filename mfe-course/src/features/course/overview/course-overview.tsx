import { CheckCircle2, ChevronDown, ChevronRight, Circle, PlayCircle } from 'lucide-react';
import type { CourseStageEntry } from '@pac/contracts';
import { Card, CardContent, CardHeader, CardTitle, cn } from '@pac/ui';
import {
  moduleStatus,
  videoStatus,
  type ModuleStatus,
  type ProgressByVideo,
  type VideoStatus,
} from './course-status.js';

const MODULE_STATUS_LABEL: Record<ModuleStatus, string> = {
  'not-started': 'Not started',
  'in-progress': 'In progress',
  completed: 'Completed',
};
const VIDEO_STATUS_LABEL: Record<VideoStatus, string> = {
  completed: 'Completed',
  current: 'Now playing',
  available: 'Available',
};

const VideoStatusIcon = ({ status }: { status: VideoStatus }) =>
  status === 'completed' ? (
    <CheckCircle2 aria-hidden className="h-4 w-4 shrink-0 text-emerald-600" />
  ) : status === 'current' ? (
    <PlayCircle aria-hidden className="h-4 w-4 shrink-0 text-accent" />
  ) : (
    <Circle aria-hidden className="h-4 w-4 shrink-0 text-muted-foreground" />
  );

export interface CourseOverviewProps {
  stages: CourseStageEntry[];
  progress: ProgressByVideo;
  percentage: number;
  currentVideoId: string;
  expanded: ReadonlySet<string>;
  onToggleStage(stageId: string): void;
  onSelectVideo(videoId: string): void;
}

/** Left column: stages with their status, videos with theirs, overall progress. */
export function CourseOverview({
  stages,
  progress,
  percentage,
  currentVideoId,
  expanded,
  onToggleStage,
  onSelectVideo,
}: CourseOverviewProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>Course Overview</CardTitle>
        <div className="mt-2">
          <div className="flex justify-between text-sm">
            <span>Overall progress</span>
            <span data-testid="overall-progress">{percentage}%</span>
          </div>
          <div
            className="mt-1 h-2 rounded-full bg-muted"
            role="progressbar"
            aria-label="Overall progress"
            aria-valuenow={percentage}
            aria-valuemin={0}
            aria-valuemax={100}
          >
            <div className="h-2 rounded-full bg-accent transition-all" style={{ width: `${percentage}%` }} />
          </div>
        </div>
      </CardHeader>
      <CardContent className="space-y-3">
        {stages.map((stage) => {
          const status = moduleStatus(stage, progress);
          const open = expanded.has(stage.id);
          return (
            <section key={stage.id} data-stage={stage.id} data-status={status}>
              <button
                type="button"
                aria-expanded={open}
                aria-controls={`stage-${stage.id}`}
                onClick={() => onToggleStage(stage.id)}
                className="flex w-full items-center justify-between rounded-md px-2 py-2 text-left font-semibold hover:bg-muted"
              >
                <span className="flex items-center gap-1">
                  {open ? (
                    <ChevronDown aria-hidden className="h-4 w-4" />
                  ) : (
                    <ChevronRight aria-hidden className="h-4 w-4" />
                  )}
                  {stage.title}
                </span>
                <span className="text-xs font-normal text-muted-foreground">
                  {MODULE_STATUS_LABEL[status]}
                </span>
              </button>
              {open ? (
                <ol id={`stage-${stage.id}`} className="mt-1 space-y-1">
                  {stage.videos.map((video) => {
                    const state = videoStatus(video.id, currentVideoId, progress);
                    return (
                      <li key={video.id}>
                        <button
                          type="button"
                          data-video={video.id}
                          data-status={state}
                          aria-current={video.id === currentVideoId ? 'true' : undefined}
                          onClick={() => onSelectVideo(video.id)}
                          className={cn(
                            'flex w-full items-start gap-2 rounded-md px-2 py-1.5 text-left text-sm hover:bg-muted',
                            video.id === currentVideoId && 'bg-muted font-medium',
                          )}
                        >
                          <VideoStatusIcon status={state} />
                          <span className="flex-1">{video.title}</span>
                          <span className="text-xs text-muted-foreground">{video.duration}</span>
                          <span className="sr-only">{VIDEO_STATUS_LABEL[state]}</span>
                        </button>
                      </li>
                    );
                  })}
                </ol>
              ) : null}
            </section>
          );
        })}
      </CardContent>
    </Card>
  );
}
