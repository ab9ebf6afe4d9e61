import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { CourseResourceLink, CourseStageEntry } from '@pac/contracts';
import { usePageMeta } from '@pac/session';
import { Button, Card, CardContent, Spinner } from '@pac/ui';
import { COURSE_TEXTS } from '../../texts.js';
import { useCatalogue, useProgress, useSaveProgress } from './api/course-api.js';
import { COURSE_PAGE_CLASS, CourseIntro } from './course-intro.js';
import { CourseOverview } from './overview/course-overview.js';
import { progressByVideo, videoIdFromHash } from './overview/course-status.js';
import { VideoPlayer } from './player/video-player.js';
import { PdfViewerModal } from './resources/pdf-viewer-modal.js';
import { ResourceList } from './resources/resource-list.js';

// The signup form (react-hook-form and the contracts' Zod schemas: about half of this remote's code) is fetched
// once the heading is on screen, not before it, and is there by the time the catalogue has arrived.
const loadSignupForm = () => import('./signup/signup-form.js');
const SignupForm = lazy(() => loadSignupForm().then((module) => ({ default: module.SignupForm })));

function locate(stages: CourseStageEntry[], videoId: string | null) {
  for (const stage of stages) {
    const video = stage.videos.find((candidate) => candidate.id === videoId);
    if (video) return { stage, video };
  }
  return null;
}

/** /courses: overview left, player centre, signup right; `#module-7` preselects module 7. */
export function CoursePage() {
  usePageMeta(COURSE_TEXTS.meta);
  useEffect(() => void loadSignupForm(), []);
  const { hash } = useLocation();
  const catalogue = useCatalogue();
  const progress = useProgress();
  const saveProgress = useSaveProgress();
  // The course below the heading renders in a transition (short slices) once the catalogue arrives: rendered at
  // once, it was one long task that blocked input.
  const catalogueData = useDeferredValue(catalogue.data);
  const stages = useMemo(() => catalogueData ?? [], [catalogueData]);
  // The visitor's own choice counts for the hash it was made under; a new #module-N preselects again.
  const [choice, setChoice] = useState<{ hash: string; videoId: string } | null>(null);
  const [toggled, setToggled] = useState<Readonly<Record<string, boolean>>>({});
  const [openPdf, setOpenPdf] = useState<CourseResourceLink | null>(null);

  const progressMap = useMemo(() => progressByVideo(progress.data?.progress), [progress.data]);
  const firstVideo = stages[0]?.videos[0]?.id ?? null;
  const preselected = locate(stages, videoIdFromHash(hash)) ?? locate(stages, firstVideo);
  const current = (choice?.hash === hash ? locate(stages, choice.videoId) : null) ?? preselected;
  // The preselected video's module (the first one by default) starts expanded.
  const expanded: ReadonlySet<string> = new Set(
    stages
      .filter((stage) => toggled[stage.id] ?? stage.id === preselected?.stage.id)
      .map((stage) => stage.id),
  );
  const selectedId = current?.video.id ?? null;

  return (
    <div className={COURSE_PAGE_CLASS}>
      <CourseIntro />
      {/* The heading shows at once (it is the page's largest text); the course below waits for the catalogue. */}
      {catalogueData === undefined && !catalogue.isError ? (
        <div className="flex justify-center py-20" role="status">
          <Spinner />
          <span className="sr-only">Loading course...</span>
        </div>
      ) : catalogue.isError ? (
        <div className="flex flex-col items-start gap-3">
          <p role="alert" className="text-destructive">
            {COURSE_TEXTS.catalogueFailed}
          </p>
          <Button variant="outline" disabled={catalogue.isFetching} onClick={() => void catalogue.refetch()}>
            {COURSE_TEXTS.retry}
          </Button>
        </div>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[1fr_2fr_1fr]">
          <CourseOverview
            stages={stages}
            progress={progressMap}
            percentage={progress.data?.percentage ?? 0}
            currentVideoId={selectedId ?? ''}
            expanded={expanded}
            onToggleStage={(stageId) =>
              setToggled((open) => ({ ...open, [stageId]: !expanded.has(stageId) }))
            }
            onSelectVideo={(videoId) => setChoice({ hash, videoId })}
          />
          <Card>
            <CardContent className="pt-6">
              {current ? (
                <>
                  <VideoPlayer
                    key={current.video.id}
                    video={current.video}
                    progress={progressMap.get(current.video.id)}
                    onProgress={({ position, completed }) =>
                      void saveProgress({
                        video_id: current.video.id,
                        module_id: current.stage.id,
                        position,
                        completed,
                      })
                    }
                  />
                  <h2 className="mt-4 text-2xl font-semibold" data-testid="video-title">
                    {current.video.title}
                  </h2>
                  <p className="mt-1 text-sm text-muted-foreground">
                    {current.stage.title} · <span aria-label="Duration">{current.video.duration}</span>
                  </p>
                  <p className="mt-3">{current.video.description}</p>
                  <ResourceList resources={current.video.resources} onOpenPdf={setOpenPdf} />
                </>
              ) : null}
            </CardContent>
          </Card>
          <Suspense fallback={null}>
            <SignupForm />
          </Suspense>
        </div>
      )}
      <PdfViewerModal resource={openPdf} onClose={() => setOpenPdf(null)} />
    </div>
  );
}
