import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CONTENT_ENDPOINTS,
  COURSE_SESSION_HEADER,
  type CourseProgressResponse,
  type CourseProgressUpdate,
  type CourseStageEntry,
} from '@pac/contracts';
import { callApi, endpointQueryKey } from '@pac/session';
import { courseSessionId } from './course-session.js';

const progressKey = endpointQueryKey(CONTENT_ENDPOINTS.courseProgress);

export async function fetchCatalogue(): Promise<CourseStageEntry[]> {
  return (await callApi(CONTENT_ENDPOINTS.courseCatalogue)).stages;
}

export async function fetchProgress(): Promise<CourseProgressResponse> {
  return callApi(CONTENT_ENDPOINTS.courseProgress, {
    headers: { [COURSE_SESSION_HEADER]: courseSessionId() },
  });
}

/** POST through the configured API base (same-origin /api by default), never a development address. */
export async function saveProgress(update: CourseProgressUpdate): Promise<CourseProgressResponse> {
  return callApi(CONTENT_ENDPOINTS.saveCourseProgress, {
    headers: { [COURSE_SESSION_HEADER]: courseSessionId() },
    body: update,
  });
}

export const catalogueQueryOptions = () =>
  queryOptions({
    queryKey: endpointQueryKey(CONTENT_ENDPOINTS.courseCatalogue),
    queryFn: fetchCatalogue,
    staleTime: Infinity,
  });

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
