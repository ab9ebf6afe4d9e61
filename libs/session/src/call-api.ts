import {
  endpointPath,
  type AnyEndpoint,
  type EndpointBody,
  type EndpointQuery,
  type EndpointResponse,
  type PathParams,
} from '@pac/contracts';
import { apiFetch } from './api-fetch.js';

/**
 * A call that did not give the endpoint's answer: `status` is the HTTP status (0 when no answer came: offline, DNS,
 * CORS), `message` the server's own `error` text when it sent one, `body` the whole refusal (code, plan,
 * renew_token, fieldErrors) for screens that need more.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The machine code of the refusal (e.g. SUBSCRIPTION_EXPIRED, STEP_UP_REQUIRED), if the server sent one. */
  get code(): string | undefined {
    return typeof this.body.code === 'string' ? this.body.code : undefined;
  }

  /** No answer at all (as opposed to a refusal). */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/** Text of an error without a server message; screens usually show their own spec text instead. */
export const unexplainedStatus = (status: number) => `The server answered ${status}. Please try again.`;

type ParamsOption<Path extends string> = keyof PathParams<Path> extends never
  ? { params?: undefined }
  : { params: PathParams<Path> };
type BodyOption<Body> = [Body] extends [never] ? { body?: undefined } : { body: Body };
type QueryOption<Query> = [Query] extends [never] ? { query?: undefined } : { query?: Query };

/** What one call takes besides the endpoint: its path parameters, query, body, and fetch's own extras. */
export type CallApiOptions<E extends AnyEndpoint> = ParamsOption<E['path']> &
  BodyOption<EndpointBody<E>> &
  QueryOption<EndpointQuery<E>> & {
    headers?: HeadersInit;
    signal?: AbortSignal;
  };

/** The options argument is optional exactly when nothing in it is required. */
type OptionsArgument<E extends AnyEndpoint> = undefined extends CallApiOptions<E>['params']
  ? undefined extends CallApiOptions<E>['body']
    ? [options?: CallApiOptions<E>]
    : [options: CallApiOptions<E>]
  : [options: CallApiOptions<E>];

function queryString(query: unknown): string {
  if (query === undefined || query === null) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    // A proxy's error page or an empty body.
    return null;
  }
}

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/**
 * Calls one endpoint of the catalogue and answers its typed response (the JSON as the server sent it; a Blob for
 * downloads). Anything else throws an ApiError, so it fits a TanStack Query `queryFn` as it is:
 *
 *   useQuery({ queryKey: ['course', 'catalogue'], queryFn: () => callApi(CONTENT_ENDPOINTS.courseCatalogue) })
 *   await callApi(ANALYSIS_ENDPOINTS.updateDeal, { params: { id }, body: { name } })
 *
 * It goes through apiFetch: the session cookie rides along, and a 401 on an endpoint that needs the site session
 * signs the tab out (SessionEndedRedirect then shows the login page with the reason).
 */
export async function callApi<E extends AnyEndpoint>(
  endpoint: E,
  ...[options]: OptionsArgument<E>
): Promise<EndpointResponse<E>> {
  const { params, query, body, headers, signal } = (options ?? {}) as {
    params?: Record<string, string>;
    query?: unknown;
    body?: unknown;
    headers?: HeadersInit;
    signal?: AbortSignal;
  };
  const path = `${endpointPath(endpoint, params)}${queryString(query)}`;
  let response: Response;
  try {
    response = await apiFetch(path, {
      endpoint,
      method: endpoint.method,
      headers,
      signal,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch (error) {
    // An abort is the caller's own doing (TanStack Query cancelling): it stays what it is.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) {
    const refusal = asRecord(await readJson(response));
    const message =
      typeof refusal.error === 'string' && refusal.error.trim()
        ? refusal.error
        : unexplainedStatus(response.status);
    throw new ApiError(response.status, message, refusal);
  }
  if (endpoint.response.kind === 'file') return (await response.blob()) as EndpointResponse<E>;
  // The answer's shape is the server's word, as it was before the catalogue: checking it would bundle zod and
  // every schema into each page. A screen that must not trust it checks in its own fetcher.
  return (await readJson(response)) as EndpointResponse<E>;
}

/**
 * A TanStack Query key for a call: `[path, params, query]`, so every screen caching the same endpoint shares
 * entries and `invalidateQueries({ queryKey: [ANALYSIS_ENDPOINTS.deals.path] })` reaches them all.
 *
 *   useQuery({ queryKey: endpointQueryKey(ANALYSIS_ENDPOINTS.deal, { params: { id } }),
 *              queryFn: () => callApi(ANALYSIS_ENDPOINTS.deal, { params: { id } }) })
 */
export function endpointQueryKey<E extends AnyEndpoint>(
  endpoint: E,
  options: Pick<CallApiOptions<E>, 'params' | 'query'> = {} as Pick<CallApiOptions<E>, 'params' | 'query'>,
): readonly unknown[] {
  const { params, query } = options as { params?: unknown; query?: unknown };
  return [endpoint.path, ...(params === undefined ? [] : [params]), ...(query === undefined ? [] : [query])];
}
