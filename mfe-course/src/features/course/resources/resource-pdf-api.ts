import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONTENT_ENDPOINTS, matchesEndpoint } from '@pac/contracts';
import { apiFetch } from '@pac/session';

/** The course's two PDF endpoints: the URL comes from the course data, the entry says whether a 401 ends the session. */
const PDF_ENDPOINTS = [CONTENT_ENDPOINTS.workbookDownload, CONTENT_ENDPOINTS.courseResource];

/** A course PDF, fetched with the visitor's session (the workbook needs one); a refusal's error is the message. */
export async function fetchResourcePdf(url: string): Promise<Blob> {
  const endpoint = PDF_ENDPOINTS.find((entry) =>
    matchesEndpoint(entry, 'GET', url.split(/[?#]/, 1)[0] ?? url),
  );
  const response = await apiFetch(url, { endpoint });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: unknown };
    throw new Error(typeof body.error === 'string' ? body.error : `HTTP error! status: ${response.status}`);
  }
  return new Blob([await response.blob()], { type: 'application/pdf' });
}

// Fetched each time the viewer opens, never retried or kept: the file may depend on the session of the moment.
export const resourcePdfQueryOptions = (url: string) =>
  queryOptions({
    queryKey: ['course', 'resource-pdf', url],
    queryFn: () => fetchResourcePdf(url),
    retry: false,
    gcTime: 0,
  });

export const useResourcePdf = (url: string) => useQuery(resourcePdfQueryOptions(url));
