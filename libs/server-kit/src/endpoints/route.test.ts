import 'reflect-metadata';
import { Body, Controller, Get, Module, UseGuards, type INestApplication, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { endpoint, endpointSchemas, input, typed } from '@pac/contracts';
import { z } from 'zod';
import { ZodValidationPipe } from '../bootstrap/zod-validation.pipe.js';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_OPTIONS } from '../auth/auth-options.js';
import { Public } from '../auth/public-route.js';
import { AdminGuard, SESSION_STRATEGY, SessionAuthGuard } from '../auth/session-auth.guard.js';
import { cataloguePublicRoutes, checkEndpointCatalogue } from '../testing/route-guards.js';
import { Route } from './route.js';

const noteSchema = z.object({ text: z.string() });

const PROBE_ENDPOINTS = {
  note: endpoint({
    service: 'content',
    method: 'GET',
    path: '/api/notes/:id',
    access: 'session',
    response: typed<{ id: string }>(),
  }),
  open: endpoint({
    service: 'content',
    method: 'POST',
    path: '/api/notes/open',
    access: 'public',
    request: input<z.input<typeof noteSchema>>(),
    response: typed<{ ok: true }>(),
  }),
  missing: endpoint({
    service: 'content',
    method: 'GET',
    path: '/api/notes-nobody-serves',
    access: 'admin',
    response: typed<unknown>(),
  }),
} as const;
const PROBE_SCHEMAS = endpointSchemas(PROBE_ENDPOINTS, { open: { request: noteSchema } });

@Controller()
class NotesController {
  @Route(PROBE_ENDPOINTS.note)
  @UseGuards(SessionAuthGuard)
  note() {
    return { id: 'n1' };
  }

  // The catalogue says public; the guard says otherwise.
  @Route(PROBE_ENDPOINTS.open)
  @UseGuards(SessionAuthGuard)
  open(@Body(new ZodValidationPipe(z.object({ text: z.string() }))) _body: unknown) {}

  @Get('api/notes-unlisted')
  @Public('probe')
  unlisted() {}
}

// A path prefix on the controller puts the entry's full path under it.
@Controller('api')
class PrefixedController {
  @Route(PROBE_ENDPOINTS.note)
  @UseGuards(AdminGuard)
  note() {}
}

async function boot(controllers: Type<unknown>[]): Promise<INestApplication> {
  @Module({
    controllers,
    providers: [
      { provide: SESSION_STRATEGY, useValue: {} },
      { provide: AUTH_OPTIONS, useValue: { jwtSecret: 'x'.repeat(32) } },
      SessionAuthGuard,
      AdminGuard,
    ],
  })
  class ProbeModule {}
  const app = await NestFactory.create(ProbeModule, { logger: false });
  await app.init();
  return app;
}

describe('@Route and the catalogue check', () => {
  let app: INestApplication | undefined;
  afterEach(() => app?.close());

  it("serves the entry's method and full path", async () => {
    app = await boot([NotesController]);
    // Reached (the stand-in strategy then fails the guard); a path the entry does not name is not.
    expect((await request(app.getHttpServer()).get('/api/notes/7')).status).not.toBe(404);
    expect((await request(app.getHttpServer()).get('/notes/7')).status).toBe(404);
  });

  it('names every route outside the catalogue, every entry without a route, and every access the guards contradict', async () => {
    app = await boot([NotesController, PrefixedController]);
    expect(checkEndpointCatalogue(app, PROBE_ENDPOINTS, PROBE_SCHEMAS)).toEqual([
      'GET /api/api/notes/:id (PrefixedController.note): bound to GET /api/notes/:id, but answers elsewhere (@Route paths are full: use @Controller() without a path)',
      'GET /api/notes-unlisted (NotesController.unlisted): not in the endpoint catalogue (libs/contracts/src/endpoints); add it and bind the handler with @Route',
      "POST /api/notes/open (NotesController.open): validates its body with another schema than the catalogue entry's request",
      'POST /api/notes/open (NotesController.open): the catalogue says public, the guards make it signed-in',
      'GET /api/notes-nobody-serves (missing): in the catalogue, but no route answers it',
    ]);
  });

  it('takes the public allow-list from the catalogue, health routes included', () => {
    expect(cataloguePublicRoutes(PROBE_ENDPOINTS)).toEqual([
      'GET /health/live',
      'GET /health/ready',
      'POST /api/notes/open',
    ]);
  });
});
