import { type ServiceName } from '../services.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint, as its guards enforce it (the route-guard walk checks the two agree):
 * - `public`: anyone (its summary in `<service>-schemas.ts` says why);
 * - `session`: a signed-in site user (session cookie or bearer);
 * - `caller`: a site session or an Executive's API key (analysis);
 * - `checkout`: a site session or the renew token of an expired plan (billing checkout);
 * - `admin`: an admin portal session.
 */
export type EndpointAccess = 'public' | 'session' | 'caller' | 'checkout' | 'admin';

/**
 * What a 2xx answer holds: JSON of a type (the client trusts the server's shape) or a file (the client hands back
 * the Blob). Nothing here is a schema: entries stay zod-free so the browser bundles no validation it never runs.
 */
export type ResponseSpec<Response> =
  | { readonly kind: 'typed'; readonly __response?: Response }
  | { readonly kind: 'file'; readonly contentType: string; readonly __response?: Response }
  | { readonly kind: 'redirect'; readonly __response?: Response };

/** A response declared by its TypeScript type; nothing checks it at run time. */
export const typed = <Response>(): ResponseSpec<Response> => ({ kind: 'typed' });
/** A download (PDF, CSV): the client answers with the Blob. */
export const file = (contentType: string): ResponseSpec<Blob> => ({ kind: 'file', contentType });
/** A 303 the browser follows as a page navigation (no script calls it, so nothing is read from it). */
export const redirect = (): ResponseSpec<never> => ({ kind: 'redirect' });

/**
 * A JSON body or query string declared by its type only (`z.input` of the schema, imported with `import type`):
 * the schema that validates it attaches on the server side, in `<service>-schemas.ts`.
 */
export interface InputSpec<Input> {
  readonly kind: 'input';
  readonly __input?: Input;
}
/** Declares that an entry takes this input; its schema is in the service's `*_ENDPOINT_SCHEMAS`. */
export const input = <Input>(): InputSpec<Input> => ({ kind: 'input' });

/**
 * One HTTP endpoint of one service, declared once: the controller binds to it (`@Route` in server-kit), the
 * browser calls it (`callApi` in @pac/session), the hardening tests walk it and services/README.md lists it.
 * `request` is the JSON body's type, `query` the query string's; the schemas the service validates them with are
 * in `<service>-schemas.ts`, so the browser imports no zod through an entry.
 */
export interface EndpointEntry<
  Method extends HttpMethod = HttpMethod,
  Path extends string = string,
  Body = unknown,
  Query = unknown,
  Response = unknown,
> {
  readonly service: ServiceName;
  readonly method: Method;
  /** Full path as the gateway sees it, with `:name` parameters, e.g. `/api/deals/:id`. */
  readonly path: Path;
  readonly access: EndpointAccess;
  readonly request?: InputSpec<Body>;
  readonly query?: InputSpec<Query>;
  readonly response: ResponseSpec<Response>;
  /**
   * A sign-in step (password, code, hand-over exchange): its 401 means wrong credentials, not a session that
   * ended, so the browser client never signs anyone out for it.
   */
  readonly signIn?: true;
  /**
   * A public GET whose answer is the same for every visitor (the course catalogue, the site status): caches may keep
   * it. Every other answer is `Cache-Control: no-store` (mayBeCached).
   */
  readonly cacheable?: true;
}

/**
 * Whether a cache may keep an entry's answer when the request carries no credential: only a public GET that says it is
 * the same for everyone (`cacheable`). The rest (signed-in, admin, per-visitor like a share link, any write) must
 * not be stored; a request that carries a credential is never stored either (server-kit's cache-control.ts).
 */
export const mayBeCached = (entry: Pick<AnyEndpoint, 'access' | 'method' | 'cacheable'>): boolean =>
  entry.cacheable === true && entry.access === 'public' && entry.method === 'GET';

/** Any entry, whatever its types (what the tests and the README generator walk). */
// The type parameters are read only through inference in callApi; here any shape of entry must fit.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEndpoint = EndpointEntry<HttpMethod, string, any, any, any>;

/** `{ id: string }` for `/api/deals/:id`, `{}` for a path without parameters. */
export type PathParams<Path extends string> = string extends Path
  ? Record<string, string>
  : Path extends `${string}:${infer Name}/${infer Rest}`
    ? { [K in Name]: string } & PathParams<`/${Rest}`>
    : Path extends `${string}:${infer Name}`
      ? { [K in Name]: string }
      : Record<never, never>;

export type EndpointBody<E> = E extends EndpointEntry<HttpMethod, string, infer Body> ? Body : never;
export type EndpointQuery<E> =
  E extends EndpointEntry<HttpMethod, string, unknown, infer Query> ? Query : never;
export type EndpointResponse<E> =
  E extends EndpointEntry<HttpMethod, string, unknown, unknown, infer Response> ? Response : never;

/** Declares one entry, keeping its literal method and path for the types that hang on them. */
export const endpoint = <
  const Method extends HttpMethod,
  const Path extends string,
  Body = never,
  Query = never,
  Response = unknown,
>(
  entry: EndpointEntry<Method, Path, Body, Query, Response>,
): EndpointEntry<Method, Path, Body, Query, Response> => entry;

/** The path with its parameters filled in (each encoded); throws naming a parameter that is missing. */
export function endpointPath(entry: Pick<AnyEndpoint, 'path'>, params: Record<string, string> = {}): string {
  return entry.path.replace(/:([A-Za-z_]\w*)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${entry.path}: the path parameter ${name} is missing`);
    return encodeURIComponent(value);
  });
}

/** Whether a concrete path (no query string) is this entry's, e.g. `/api/deals/7` for `/api/deals/:id`. */
export function matchesEndpoint(entry: Pick<AnyEndpoint, 'method' | 'path'>, method: string, path: string) {
  if (entry.method !== method.toUpperCase()) return false;
  const pattern = entry.path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${pattern}/?$`).test(path);
}
