import 'reflect-metadata';
import { Body, Controller, Get, Injectable, Module, NotFoundException, Post, Req } from '@nestjs/common';
import { type INestApplication } from '@nestjs/common';
import { type Request } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createServiceApp } from './bootstrap-service.js';
import { ZodValidationPipe } from './zod-validation.pipe.js';

const signupSchema = z.object({ email: z.email('Please enter a valid email address') });

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
    expect(res.body.success).toBe(false);
  });

  it('answers an oversized body with 413 and a readable message', async () => {
    const res = await request(app.getHttpServer())
      .post('/probe/signup')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ email: 'a'.repeat(200_000) }));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ success: false, error: 'Request body is too large' });
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

  it('parses cookies and trusts the forwarding gateway on loopback', async () => {
    const res = await request(app.getHttpServer())
      .get('/probe/cookies')
      .set('Cookie', 'token=abc')
      .set('X-Forwarded-For', '203.0.113.9');
    expect(res.body).toEqual({ cookies: { token: 'abc' }, ip: '203.0.113.9' });
  });

  it('serves an OpenAPI document listing the controllers', async () => {
    const res = await request(app.getHttpServer()).get('/docs-json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(res.body.info.title).toBe('probe service');
    expect(Object.keys(res.body.paths)).toContain('/probe/signup');
  });
});
