import 'reflect-metadata';
import {
  Body,
  Controller,
  Get,
  Injectable,
  Module,
  NotFoundException,
  Param,
  Post,
  Req,
} from '@nestjs/common';
import { type INestApplication } from '@nestjs/common';
import { type Request } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createServiceApp } from './bootstrap-service.js';
import { ZodValidationPipe } from './zod-validation.pipe.js';

const signupSchema = z.object({ email: z.email('Please enter a valid email address') });
const nestedSchema = z.object({ profile: z.object({ age: z.number() }) });

@Injectable()
class GreetingService {
  greet(email: string): string {
    return `Welcome ${email}`;
  }
}

@Controller('probe')
class ProbeController {
  // Injected by constructor type: proves decorator metadata survives the test transform.
  constructor(private readonly greetings: GreetingService) {}

  @Post('signup')
  signup(@Body(new ZodValidationPipe(signupSchema)) body: z.infer<typeof signupSchema>) {
    return { success: true, message: this.greetings.greet(body.email) };
  }

  @Post('nested')
  nested(@Body(new ZodValidationPipe(nestedSchema)) body: z.infer<typeof nestedSchema>) {
    return { success: true, body };
  }

  @Post('raw')
  raw(@Req() req: Request & { rawBody?: Buffer }) {
    return { raw: req.rawBody?.toString('utf8') };
  }

  @Get('param/:value')
  param(@Param('value') value: string) {
    return { value };
  }

  @Get('crash')
  crash(): never {
    throw new Error('database password is hunter2');
  }

  @Get('missing')
  missing(): never {
    throw new NotFoundException('User not found');
  }

  @Get('cookies')
  cookies(@Req() req: Request) {
    return { cookies: req.cookies as Record<string, string>, ip: req.ip };
  }
}

@Module({ controllers: [ProbeController], providers: [GreetingService] })
class ProbeModule {}

describe('createServiceApp', () => {
  let app: INestApplication;

  beforeAll(async () => {
    app = await createServiceApp(ProbeModule, { name: 'probe', logLevel: false });
    await app.init();
  });
  afterAll(() => app.close());

  it('injects providers by constructor type and accepts valid input', async () => {
    const res = await request(app.getHttpServer()).post('/probe/signup').send({ email: 'ann@example.com' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, message: 'Welcome ann@example.com' });
  });

  it("turns a zod failure into 400 with the schema's message", async () => {
    const res = await request(app.getHttpServer()).post('/probe/signup').send({ email: 'nope' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: 'Please enter a valid email address' });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await request(app.getHttpServer())
      .post('/probe/signup')
      .set('Content-Type', 'application/json')
      .send('{"email":');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: 'Request body is not valid JSON' });
  });

  it('answers an oversized body with 413 and a readable message', async () => {
    const res = await request(app.getHttpServer())
      .post('/probe/signup')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ email: 'a'.repeat(200_000) }));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ success: false, error: 'Request body is too large' });
  });

  it('takes JSON only: a form, text or multipart body is refused with 400, not parsed', async () => {
    for (const [type, body] of [
      ['application/x-www-form-urlencoded', 'email=ann%40example.com'],
      ['text/plain', '{"email":"ann@example.com"}'],
      ['multipart/form-data; boundary=x', '--x\r\n\r\nann@example.com\r\n--x--'],
    ] as const) {
      const res = await request(app.getHttpServer())
        .post('/probe/signup')
        .set('Content-Type', type)
        .send(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        success: false,
        error: 'Request body must be JSON (Content-Type: application/json)',
      });
    }
  });

  it('refuses bytes that are not UTF-8 (400) and charsets other than UTF-8 (415)', async () => {
    const invalid = Buffer.concat([
      Buffer.from('{"email":"ann'),
      Buffer.from([0xff, 0xfe]),
      Buffer.from('@x.io"}'),
    ]);
    const bad = await request(app.getHttpServer())
      .post('/probe/signup')
      .set('Content-Type', 'application/json')
      .serialize((bytes) => bytes) // as they are: superagent would turn a Buffer into JSON
      .send(invalid);
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ success: false, error: 'Request body must be UTF-8 encoded JSON' });
    const latin1 = await request(app.getHttpServer())
      .post('/probe/signup')
      .set('Content-Type', 'application/json; charset=iso-8859-1')
      .send('{"email":"ann@example.com"}');
    expect(latin1.status).toBe(415);
    expect(latin1.body).toEqual({ success: false, error: 'Request body must be UTF-8 encoded JSON' });
  });

  it('refuses NUL and unpaired surrogates in the body, keys and query with 400', async () => {
    const refused = {
      success: false,
      error: 'Request contains characters that are not allowed (NUL or unpaired surrogates)',
    };
    for (const body of ['{"email":"a\\u0000b@x.io"}', '{"email":"\\ud800@x.io"}', '{"a\\u0000":1}']) {
      const res = await request(app.getHttpServer())
        .post('/probe/signup')
        .set('Content-Type', 'application/json')
        .send(body);
      expect(res.status, body).toBe(400);
      expect(res.body).toEqual(refused);
    }
    const query = await request(app.getHttpServer()).get('/probe/cookies?search=a%00b');
    expect(query.status).toBe(400);
    expect(query.body).toEqual(refused);
  });

  it('names the field in zod messages the schema does not word itself, and asks for an object body', async () => {
    const res = await request(app.getHttpServer())
      .post('/probe/nested')
      .send({ profile: { age: 'old' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      error: 'profile.age: Invalid input: expected number, received string',
    });
    const array = await request(app.getHttpServer()).post('/probe/nested').send([1, 2]);
    expect(array.body).toEqual({ success: false, error: 'Request body must be a JSON object' });
    const worded = await request(app.getHttpServer()).post('/probe/signup').send({ email: 7 });
    expect(worded.body).toEqual({ success: false, error: 'Please enter a valid email address' });
  });

  it('keeps the raw body bytes for signature checks', async () => {
    const raw = '{ "email" : "ann@example.com" }';
    const res = await request(app.getHttpServer())
      .post('/probe/raw')
      .set('Content-Type', 'application/json')
      .send(raw);
    expect(res.body).toEqual({ raw });
  });

  it('hides unknown errors behind a generic 500', async () => {
    const res = await request(app.getHttpServer()).get('/probe/crash');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ success: false, error: 'Internal server error' });
    expect(res.text).not.toContain('hunter2');
  });

  it('keeps HttpException statuses and messages', async () => {
    const res = await request(app.getHttpServer()).get('/probe/missing');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, error: 'User not found' });
  });

  it('answers an address with broken percent-encoding with 400 and a readable message', async () => {
    const res = await request(app.getHttpServer()).get('/probe/param/%E0%A4%A');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: 'Request address is not valid percent-encoding' });
  });

  it('parses cookies and trusts the forwarding gateway on loopback', async () => {
    const res = await request(app.getHttpServer())
      .get('/probe/cookies')
      .set('Cookie', 'token=abc')
      .set('X-Forwarded-For', '203.0.113.9');
    expect(res.body).toEqual({ cookies: { token: 'abc' }, ip: '203.0.113.9' });
  });

  it('believes X-Forwarded-For only from its trusted proxies: any other peer is taken at its own address', async () => {
    const behindProxy = await createServiceApp(ProbeModule, {
      name: 'probe',
      logLevel: false,
      trustedProxies: ['127.0.0.2'],
    });
    await behindProxy.init();
    try {
      // supertest connects from 127.0.0.1, which is not the configured proxy.
      const res = await request(behindProxy.getHttpServer())
        .get('/probe/cookies')
        .set('X-Forwarded-For', '203.0.113.9');
      expect(res.body.ip).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    } finally {
      await behindProxy.close();
    }
  });

  it('serves an OpenAPI document listing the controllers', async () => {
    const res = await request(app.getHttpServer()).get('/docs-json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(res.body.info.title).toBe('probe service');
    expect(Object.keys(res.body.paths)).toContain('/probe/signup');
  });
});
