import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  COURSE_SESSION_HEADER,
  type CourseCatalogueResponse,
  type CourseProgressResponse,
  type CourseProgressUpdate,
  type CourseStageEntry,
} from '@pac/contracts';
import { apiFetch } from '@pac/session';
import { courseSessionId } from './course-session.js';

const progressKey = ['course', 'progress'] as const;

async function readJson<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
  return (await response.json()) as T;
}

export async function fetchCatalogue(): Promise<CourseStageEntry[]> {
  const body = await readJson<CourseCatalogueResponse>(await apiFetch('/api/course/catalogue'));
  return body.stages;
}

export async function fetchProgress(): Promise<CourseProgressResponse> {
  return readJson(
    await apiFetch('/api/course/progress', {
      headers: { [COURSE_SESSION_HEADER]: courseSessionId() },
    }),
  );
}

/** POST through the configured API base (same-origin /api by default), never a development address. */
export async function saveProgress(update: CourseProgressUpdate): Promise<CourseProgressResponse> {
  return readJson(
    await apiFetch('/api/course/progress', {
      method: 'POST',
      headers: { [COURSE_SESSION_HEADER]: courseSessionId() },
      body: JSON.stringify(update),
    }),
  );
}

export const catalogueQueryOptions = () =>
  queryOptions({ queryKey: ['course', 'catalogue'], queryFn: fetchCatalogue, staleTime: Infinity });

export const progressQueryOptions = () => queryOptions({ queryKey: progressKey, queryFn: fetchProgress });

export const useCatalogue = () => useQuery(catalogueQueryOptions());

export const useProgress = () => useQuery(progressQueryOptions());

/** Saves progress and shows the answer at once; failures are only logged: a lost save must not stop the video. */
export function useSaveProgress() {
  const queryClient = useQueryClient();
  return (update: CourseProgressUpdate) =>
    saveProgress(update)
      .then((progress) => queryClient.setQueryData(progressKey, progress))
      .catch((error: unknown) => console.warn('Course progress was not saved', error));
}
