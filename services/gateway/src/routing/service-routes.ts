import { HEALTH_PATHS, SERVICES, SERVICE_PREFIXES, type ServiceName } from '@pac/contracts';

/**
 * The service owning a public `/api/*` path by the contracts' prefix table (`/api/course` ≠ `/api/course-signup`);
 * the longest matching prefix wins (`/api/admin/login` is identity's, the rest of `/api/admin` the admin service's).
 */
export function serviceForApiPath(path: string): ServiceName | undefined {
  let owner: ServiceName | undefined;
  let longest = -1;
  for (const service of SERVICES) {
    for (const prefix of SERVICE_PREFIXES[service]) {
      if ((path === prefix || path.startsWith(`${prefix}/`)) && prefix.length > longest) {
        owner = service;
        longest = prefix.length;
      }
    }
  }
  return owner;
}

/**
 * Gateway-owned paths that reach a service's own endpoints:
 * `/api/health/<service>/live|ready` → `/health/live|ready`, `/api/docs/<service>` → `/docs` (Swagger UI and its
 * assets below it), `/api/docs/<service>-json` and `/api/docs/<service>/json` → `/docs-json`.
 */
export function serviceInternalPath(path: string, service: ServiceName): string | undefined {
  const health = `/api/health/${service}/`;
  if (path.startsWith(health)) {
    const kind = path.slice(health.length);
    return kind === 'live' || kind === 'ready' ? HEALTH_PATHS[kind] : undefined;
  }
  const docs = `/api/docs/${service}`;
  if (path === `${docs}-json` || path === `${docs}/json`) return '/docs-json';
  if (path === docs) return '/docs';
  // Swagger UI's HTML uses relative asset URLs, which resolve below the gateway path only with the slash.
  if (path === `${docs}/`) return '/docs/';
  if (path.startsWith(`${docs}/`)) return `/docs/${path.slice(docs.length + 1)}`;
  return undefined;
}

/** Where a gateway request goes on `service`, or undefined when that service does not own it. */
export function upstreamPathFor(path: string, service: ServiceName): string | undefined {
  if (serviceForApiPath(path) === service) return path;
  return serviceInternalPath(path, service);
}
