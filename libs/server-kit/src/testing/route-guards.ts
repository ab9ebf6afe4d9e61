import { RequestMethod, type CanActivate, type INestApplication, type Type } from '@nestjs/common';
import {
  GUARDS_METADATA,
  METHOD_METADATA,
  PATH_METADATA,
  ROUTE_ARGS_METADATA,
} from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { ApplicationConfig, MetadataScanner, ModulesContainer } from '@nestjs/core';
import { type PrismaClient } from '@pac/db';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminGuard, CheckoutAccessGuard, SessionAuthGuard } from '../auth/session-auth.guard.js';
import { PUBLIC_ROUTE } from '../auth/public-route.js';
import { SessionRegistry } from '../auth/session-registry.js';
import { PRISMA } from '../database/database.module.js';
import { CATALOGUE_ENDPOINT } from '../endpoints/route.js';
import {
  ADMIN_SESSION_COOKIE,
  SESSION_COOKIE,
  endpointKey,
  mayBeCached,
  schemasOf,
  type AnyEndpoint,
  type InputSchemas,
} from '@pac/contracts';

/** One route as Nest registered it, with every guard that runs before its handler. */
export interface WalkedRoute {
  /** `GET`, `POST`, … (`ALL` for @All). */
  method: string;
  /** Full path as registered, e.g. `/api/admin/users/:id`. */
  path: string;
  /** `Controller.handler`, to find it in the code. */
  handler: string;
  /** Global guards (APP_GUARD, useGlobalGuards), then the controller's, then the handler's, by class name. */
  guards: string[];
  /** The `@Public(reason)` reason (handler wins over controller), or null. */
  publicReason: string | null;
  authenticated: boolean;
  admin: boolean;
  /** The catalogue entry the handler is bound to with `@Route`, or null. */
  endpoint: AnyEndpoint | null;
  /** Schemas of the pipes on the whole body and the whole query (`@Body(new ZodValidationPipe(schema))`). */
  validates: { body: unknown[]; query: unknown[] };
}

interface RouteArgument {
  data?: unknown;
  pipes?: unknown[];
}

/** The `schema` of each pipe on a whole-body or whole-query parameter (pipes built from a contracts schema). */
function pipeSchemas(controller: Type<unknown>, method: string, type: RouteParamtypes): unknown[] {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, method) ?? {}) as Record<
    string,
    RouteArgument
  >;
  return Object.entries(args)
    .filter(([key, argument]) => key.split(':')[0] === String(type) && argument.data === undefined)
    .flatMap(([, argument]) => argument.pipes ?? [])
    .map((pipe) =>
      typeof pipe === 'object' && pipe !== null ? (pipe as { schema?: unknown }).schema : undefined,
    )
    .filter((schema) => schema !== undefined);
}

export interface RouteGuardPolicy {
  /**
   * Guards that refuse a caller without valid credentials. Default: server-kit's SessionAuthGuard, AdminGuard and
   * CheckoutAccessGuard; a service with its own (analysis's API-key CallerGuard) adds it here.
   */
  authenticationGuards?: readonly Type<CanActivate>[];
  /** Guards that admit admins only. Default: AdminGuard. */
  adminGuards?: readonly Type<CanActivate>[];
  /** Routes at or under this path must carry an admin guard unless @Public. Default `/api/admin`. */
  adminPrefix?: string;
  /**
   * Routes registered on the HTTP server outside Nest controllers that are public by design, as `METHOD /path`;
   * `METHOD /path/*` takes everything under the path. Default: the OpenAPI UI, its files and the document
   * (`GET /docs`, `GET /docs/*`, `GET /docs-json`, `GET /docs-yaml`).
   */
  publicNonControllerRoutes?: readonly string[];
}

export interface RouteGuardReport {
  routes: WalkedRoute[];
  /** `METHOD /path` of every @Public route, sorted: compare it with the service's reviewed allow-list. */
  publicRoutes: string[];
  /** One line per route that breaks the policy; empty when every route is guarded or deliberately public. */
  offences: string[];
}

/** server-kit's guards that refuse a caller without a live session (or renewal token). */
export const DEFAULT_AUTHENTICATION_GUARDS = [SessionAuthGuard, AdminGuard, CheckoutAccessGuard];
const DEFAULT_PUBLIC_NON_CONTROLLER_ROUTES = ['GET /docs', 'GET /docs/*', 'GET /docs-json', 'GET /docs-yaml'];

type GuardRef = Type<CanActivate> | CanActivate;
type AnyClass = abstract new (...args: never[]) => unknown;
const classOf = (guard: GuardRef): AnyClass =>
  typeof guard === 'function' ? guard : (guard.constructor as AnyClass);
const isKind = (guard: GuardRef, kinds: readonly Type<CanActivate>[]) => {
  const cls = classOf(guard);
  return kinds.some((kind) => cls === kind || cls.prototype instanceof kind);
};

const asList = (value: unknown): string[] =>
  value === undefined ? [''] : Array.isArray(value) ? (value as string[]) : [value as string];
/** Nest's own joining: one leading slash, no empty segments, no trailing slash (`/` alone stays). */
const joinPath = (...parts: string[]) =>
  `/${parts
    .flatMap((part) => part.split('/'))
    .filter(Boolean)
    .join('/')}`;

/** The guards every route gets from the application: APP_GUARD providers and `app.useGlobalGuards(...)`. */
function globalGuardsOf(app: INestApplication): GuardRef[] {
  // Nest keeps them in the application's ApplicationConfig, which it does not expose; the walk refuses to guess.
  const config = (app as unknown as { config?: unknown }).config;
  if (!(config instanceof ApplicationConfig)) {
    throw new Error('route-guards: cannot read the global guards of this Nest application');
  }
  const requestScoped = config
    .getGlobalRequestGuards()
    .map((wrapper) => (wrapper.instance ?? wrapper.metatype) as GuardRef | null)
    .filter((guard): guard is GuardRef => Boolean(guard));
  return [...config.getGlobalGuards(), ...requestScoped];
}

/** Every route of every controller Nest registered in `app` (after `app.init()`), with its guards. */
export function walkRoutes(app: INestApplication, policy: RouteGuardPolicy = {}): WalkedRoute[] {
  const authentication = policy.authenticationGuards ?? DEFAULT_AUTHENTICATION_GUARDS;
  const admins = policy.adminGuards ?? [AdminGuard];
  const globals = globalGuardsOf(app);
  const scanner = new MetadataScanner();
  const seen = new Set<AnyClass>();
  const routes: WalkedRoute[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type<unknown> | null;
      if (!controller || seen.has(controller)) continue;
      seen.add(controller);
      const classGuards = (Reflect.getMetadata(GUARDS_METADATA, controller) ?? []) as GuardRef[];
      const classPublic = Reflect.getMetadata(PUBLIC_ROUTE, controller) as string | undefined;
      const prototype = controller.prototype as Record<string, unknown>;
      for (const name of scanner.getAllMethodNames(prototype)) {
        const handler = prototype[name] as object;
        const handlerPaths: unknown = Reflect.getMetadata(PATH_METADATA, handler);
        if (handlerPaths === undefined) continue; // a helper method, not a route
        const requestMethod = (Reflect.getMetadata(METHOD_METADATA, handler) ?? RequestMethod.GET) as number;
        const handlerGuards = (Reflect.getMetadata(GUARDS_METADATA, handler) ?? []) as GuardRef[];
        const guards = [...globals, ...classGuards, ...handlerGuards];
        const publicReason =
          (Reflect.getMetadata(PUBLIC_ROUTE, handler) as string | undefined) ?? classPublic ?? null;
        const endpoint =
          (Reflect.getMetadata(CATALOGUE_ENDPOINT, handler) as AnyEndpoint | undefined) ?? null;
        for (const base of asList(Reflect.getMetadata(PATH_METADATA, controller))) {
          for (const sub of asList(handlerPaths)) {
            routes.push({
              method: RequestMethod[requestMethod] ?? String(requestMethod),
              path: joinPath(base, sub),
              handler: `${controller.name}.${name}`,
              guards: guards.map((guard) => classOf(guard).name),
              publicReason,
              authenticated: guards.some((guard) => isKind(guard, [...authentication, ...admins])),
              admin: guards.some((guard) => isKind(guard, admins)),
              endpoint,
              validates: {
                body: pipeSchemas(controller, name, RouteParamtypes.BODY),
                query: pipeSchemas(controller, name, RouteParamtypes.QUERY),
              },
            });
          }
        }
      }
    }
  }
  return routes.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

interface ExpressLayer {
  route?: { path: unknown; methods: Record<string, boolean> };
}

/** `METHOD /path` of every route on the underlying Express app (controllers and anything added beside them). */
function serverRoutes(app: INestApplication): string[] {
  const express = app.getHttpAdapter().getInstance() as { router?: { stack: ExpressLayer[] } };
  if (!express.router) throw new Error('route-guards: the HTTP adapter is not Express 5');
  return express.router.stack.flatMap((layer) =>
    layer.route
      ? Object.keys(layer.route.methods).flatMap((method) =>
          asList(layer.route!.path).map(
            (path) => `${method === '_all' ? 'ALL' : method.toUpperCase()} ${String(path)}`,
          ),
        )
      : [],
  );
}

/**
 * Paths Nest middleware is bound to (`consumer.apply(...).forRoutes('*path')`): Express lists them as routes, but
 * they pass requests on rather than answer them. Read from the application's MiddlewareContainer (not exposed).
 */
function middlewarePaths(app: INestApplication): Set<string> {
  const container = (app as unknown as { middlewareContainer?: { getConfigurations?: () => unknown } })
    .middlewareContainer;
  if (typeof container?.getConfigurations !== 'function') {
    throw new Error('route-guards: cannot read the middleware bindings of this Nest application');
  }
  const configurations = container.getConfigurations() as Map<string, Set<{ forRoutes: unknown[] }>>;
  const paths = new Set<string>();
  for (const set of configurations.values()) {
    for (const { forRoutes } of set) {
      for (const route of forRoutes) {
        // Controller classes bind to their own (declared) routes; strings and RouteInfo name paths.
        if (typeof route === 'string') paths.add(joinPath(route));
        else if (route && typeof route === 'object' && 'path' in route)
          paths.add(joinPath(String(route.path)));
      }
    }
  }
  return paths;
}

const matches = (route: string, allowed: readonly string[]) =>
  allowed.some((entry) => (entry.endsWith('/*') ? route.startsWith(entry.slice(0, -1)) : route === entry));

/**
 * Walks every route of a booted service and lists what breaks the policy: a route neither @Public nor behind an
 * authentication guard, an admin-prefixed route without the admin guard, a @Public route that is guarded anyway
 * (one of the two is a mistake), and a route on the HTTP server that no controller declares (added beside Nest,
 * so its guards cannot be checked) unless it is a known public one.
 */
export function checkRouteGuards(app: INestApplication, policy: RouteGuardPolicy = {}): RouteGuardReport {
  const adminPrefix = policy.adminPrefix ?? '/api/admin';
  const routes = walkRoutes(app, policy);
  const offences: string[] = [];
  for (const route of routes) {
    const where = `${route.method} ${route.path} (${route.handler}; guards: ${route.guards.join(', ') || 'none'})`;
    const underAdmin = route.path === adminPrefix || route.path.startsWith(`${adminPrefix}/`);
    if (route.publicReason !== null) {
      if (route.authenticated) offences.push(`${where}: marked @Public() but requires authentication`);
      continue;
    }
    if (!route.authenticated) offences.push(`${where}: no authentication guard and not @Public()`);
    else if (underAdmin && !route.admin)
      offences.push(`${where}: under ${adminPrefix} without the admin guard`);
  }
  const declared = new Set(routes.map((route) => `${route.method} ${route.path}`));
  const known = policy.publicNonControllerRoutes ?? DEFAULT_PUBLIC_NON_CONTROLLER_ROUTES;
  const middleware = middlewarePaths(app);
  const registered = serverRoutes(app);
  for (const route of registered) {
    if (route.startsWith('HEAD ') && declared.has(route.replace('HEAD', 'GET'))) continue;
    if (middleware.has(route.slice(route.indexOf(' ') + 1))) continue;
    if (!declared.has(route) && !matches(route, known)) {
      offences.push(
        `${route}: registered on the HTTP server outside any controller, so its guards are unknown`,
      );
    }
  }
  // A declared route the server does not have means the walk computed its path wrongly: it proves nothing then.
  for (const route of declared) {
    if (!registered.includes(route)) offences.push(`${route}: declared but not found on the HTTP server`);
  }
  const publicRoutes = routes
    .filter((route) => route.publicReason !== null)
    .map((route) => `${route.method} ${route.path}`)
    .sort();
  return { routes, publicRoutes, offences };
}

/**
 * The same routes asked without any credentials, as a stranger would: every route that is not @Public must refuse
 * with 401 before its handler runs (a guard that is named but lets everyone through shows up here). Returns one
 * line per route that answered anything else; path parameters get a placeholder value.
 */
export async function answersWithoutCredentials(
  app: INestApplication,
  report: RouteGuardReport,
): Promise<string[]> {
  const unexpected: string[] = [];
  for (const route of report.routes) {
    if (route.publicReason !== null || route.method === 'ALL') continue;
    const path = route.path.replace(/:[A-Za-z_]\w*/g, 'probe');
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    const res = await request(app.getHttpServer())[method](path).set('X-Forwarded-For', '192.0.2.77');
    if (res.status !== 401) unexpected.push(`${route.method} ${path}: ${res.status} without credentials`);
  }
  return unexpected;
}

const NO_STORE_DIRECTIVE = /(?:^|,)\s*no-store\s*(?:,|$)/i;

/**
 * The catalogue's answers as caches would see them: each entry asked by a stranger, with a site session cookie and
 * with an admin portal session cookie (fresh sessions of two accounts made here, so a sign-out route ends only its
 * own), path parameters filled with a placeholder. Every answer to a request with a credential, and every answer of
 * an entry `mayBeCached` refuses (signed-in, admin, per-visitor, writes), must say `no-store`, whatever its status:
 * 200s, and the 401, 403 and 404 a wrong or missing credential gets. A public GET marked `cacheable` asked by a
 * stranger must not (it stays cacheable). Cookie-authenticated writes carry no Origin, so the guards refuse them
 * before any handler runs. One line per answer that breaks the rule.
 */
export async function answersCachesMayKeepWrongly(
  app: INestApplication,
  endpoints: Readonly<Record<string, AnyEndpoint>>,
): Promise<string[]> {
  const prisma = app.get<PrismaClient>(PRISMA, { strict: false });
  const sessions = app.get(SessionRegistry, { strict: false });
  const suffix = randomBytes(4).toString('hex');
  const account = (role: 'user' | 'admin') => {
    const email = `cache-walk-${role}-${suffix}@example.com`;
    return prisma.user.create({
      data: { fullName: `Cache Walk ${role}`, email, emailNormalized: email, passwordHash: 'x', role },
    });
  };
  const [user, admin] = [await account('user'), await account('admin')];
  const callers: { label: string; cookie(): Promise<string | null> }[] = [
    { label: 'no credentials', cookie: async () => null },
    {
      label: 'a site session',
      cookie: async () =>
        `${SESSION_COOKIE}=${(await sessions.open({ userId: user.id, role: 'user', ttlHours: 1 })).token}`,
    },
    {
      label: 'an admin portal session',
      cookie: async () =>
        `${ADMIN_SESSION_COOKIE}=${
          (await sessions.open({ userId: admin.id, role: 'admin', ttlHours: 1, portal: 'admin' })).token
        }`,
    },
  ];
  const offences: string[] = [];
  for (const entry of Object.values(endpoints)) {
    const path = entry.path.replace(/:[A-Za-z_]\w*/g, 'probe');
    const method = entry.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    for (const caller of callers) {
      const cookie = await caller.cookie();
      const req = request(app.getHttpServer())[method](path).set('X-Forwarded-For', '192.0.2.78');
      const res = await (cookie ? req.set('Cookie', cookie) : req);
      const cacheControl = String(res.headers['cache-control'] ?? '');
      const noStore = NO_STORE_DIRECTIVE.test(cacheControl);
      const where = `${entry.method} ${path} with ${caller.label}: ${res.status}, Cache-Control ${cacheControl || 'unset'}`;
      if ((cookie !== null || !mayBeCached(entry)) && !noStore) offences.push(`${where}: must be no-store`);
      if (cookie === null && mayBeCached(entry) && noStore)
        offences.push(`${where}: cacheable, yet no-store`);
    }
  }
  return offences;
}

/** Routes every service has beside its API (readiness), outside the endpoint catalogue. */
const INFRASTRUCTURE_PATH = /^\/health(\/|$)/;

/**
 * The endpoint catalogue and a booted service agree: every route (health aside) is bound with `@Route` to the
 * entry of its own method and path, every entry of the service has its route, and who may call each one is what
 * the entry says (`public` ⇔ @Public, `admin` ⇔ the admin guard, the others ⇔ an authentication guard), and a
 * body or query pipe built from a schema uses the entry's (in `schemas`, the service's `*_ENDPOINT_SCHEMAS`). One
 * line per disagreement; empty when they agree.
 */
export function checkEndpointCatalogue(
  app: INestApplication,
  endpoints: Readonly<Record<string, AnyEndpoint>>,
  schemas: Readonly<Record<string, InputSchemas>>,
  policy: RouteGuardPolicy = {},
): string[] {
  const routes = walkRoutes(app, policy).filter((route) => !INFRASTRUCTURE_PATH.test(route.path));
  const entries = Object.entries(endpoints);
  const nameOf = new Map(entries.map(([name, entry]) => [entry, name]));
  const offences: string[] = [];
  for (const route of routes) {
    const key = `${route.method} ${route.path}`;
    const where = `${key} (${route.handler})`;
    const entry = entries.find(([, candidate]) => endpointKey(candidate) === key)?.[1];
    if (!entry) {
      offences.push(
        route.endpoint
          ? `${where}: bound to ${endpointKey(route.endpoint)}, but answers elsewhere (@Route paths are full: use @Controller() without a path)`
          : `${where}: not in the endpoint catalogue (libs/contracts/src/endpoints); add it and bind the handler with @Route`,
      );
      continue;
    }
    if (route.endpoint !== entry) offences.push(`${where}: not bound with @Route(${nameOf.get(entry)})`);
    // A pipe built from a schema must use the entry's (<service>-schemas.ts): the one the fuzz tests trust.
    const attached = schemasOf(schemas, nameOf.get(entry) ?? '');
    if (route.validates.body.some((schema) => schema !== attached.request))
      offences.push(`${where}: validates its body with another schema than the catalogue entry's request`);
    if (route.validates.query.some((schema) => schema !== attached.query))
      offences.push(`${where}: validates its query with another schema than the catalogue entry's query`);
    const access =
      route.publicReason !== null
        ? 'public'
        : route.admin
          ? 'admin'
          : route.authenticated
            ? 'signed-in'
            : 'open';
    const expected = entry.access === 'public' || entry.access === 'admin' ? entry.access : 'signed-in';
    if (access !== expected)
      offences.push(`${where}: the catalogue says ${entry.access}, the guards make it ${access}`);
  }
  const served = new Set(routes.map((route) => `${route.method} ${route.path}`));
  for (const [name, entry] of entries) {
    if (!served.has(endpointKey(entry)))
      offences.push(`${endpointKey(entry)} (${name}): in the catalogue, but no route answers it`);
  }
  return offences;
}

/** `METHOD /path` of the catalogue's public entries plus the health routes, sorted as checkRouteGuards sorts. */
export function cataloguePublicRoutes(endpoints: Readonly<Record<string, AnyEndpoint>>): string[] {
  return [
    ...Object.values(endpoints)
      .filter((entry) => entry.access === 'public')
      .map(endpointKey),
    'GET /health/live',
    'GET /health/ready',
  ].sort();
}

/** What `describeRouteGuards` needs of a service: its test app and its endpoint catalogue. */
export interface RouteGuardSuite {
  /** `identity`, `billing`, … (the suite's title). */
  service: string;
  /** Boots the service's real module in-process (its test harness). */
  start(): Promise<{ app: INestApplication; stop(): Promise<unknown> | unknown }>;
  endpoints: Readonly<Record<string, AnyEndpoint>>;
  schemas: Readonly<Record<string, InputSchemas>>;
  policy?: RouteGuardPolicy;
}

/**
 * Every service's guard review, one suite: each route guarded or public on purpose, public exactly where the
 * catalogue's `access: 'public'` says (each entry's reason written on its @Public(), so a new public endpoint shows
 * up in review), the catalogue and the routes the same, every other route refusing a caller without credentials,
 * and no per-user or signed-in answer left for a cache to keep.
 */
export function describeRouteGuards({
  service,
  start,
  endpoints,
  schemas,
  policy = {},
}: RouteGuardSuite): void {
  describe(`${service} routes: each one guarded, or public on purpose`, () => {
    let t: Awaited<ReturnType<RouteGuardSuite['start']>> | undefined;
    const app = () => {
      if (!t) throw new Error(`${service}'s test app did not start`);
      return t.app;
    };
    beforeAll(async () => {
      t = await start();
    });
    afterAll(() => t?.stop());

    it('puts an authentication guard on every route not marked @Public(), and the admin guard under /api/admin', () => {
      expect(checkRouteGuards(app(), policy).offences).toEqual([]);
    });

    it('is public exactly where the reviewed list says', () => {
      expect(checkRouteGuards(app(), policy).publicRoutes).toEqual(cataloguePublicRoutes(endpoints));
    });

    it('answers exactly the endpoints of its catalogue, each bound with @Route and guarded as the entry says', () => {
      expect(checkEndpointCatalogue(app(), endpoints, schemas, policy)).toEqual([]);
    });

    it('refuses every other route with 401 to a caller without credentials', async () => {
      expect(await answersWithoutCredentials(app(), checkRouteGuards(app(), policy))).toEqual([]);
    });

    it('answers every signed-in, admin or per-visitor entry with Cache-Control: no-store, errors included', async () => {
      expect(await answersCachesMayKeepWrongly(app(), endpoints)).toEqual([]);
    });
  });
}
