import { HttpStatus, Logger } from '@nestjs/common';
import { SERVICE_UNAVAILABLE_MESSAGES } from '@pac/contracts';
import { createPrismaClient } from '@pac/db';
import { Redis } from 'ioredis';
import { beforeAll, describe, expect, it } from 'vitest';
import { MailQueue } from '../mail/mail-queue.js';
import { closedPort } from '../testing/index.js';
import { ApiExceptionFilter } from './api-exception.filter.js';
import { dependencyErrorSummary, unavailableDependency } from './dependency-errors.js';

/** What the filter answers for an exception: [status, body, Retry-After]. */
function answer(exception: unknown): [number, unknown, string | undefined] {
  let status = 0;
  let body: unknown;
  const headers: Record<string, string> = {};
  const res = {
    headersSent: false,
    setHeader: (name: string, value: string) => (headers[name] = value),
    status: (code: number) => ((status = code), res),
    json: (value: unknown) => (body = value),
  };
  const host = { switchToHttp: () => ({ getResponse: () => res }) };
  new ApiExceptionFilter().catch(exception, host as never);
  return [status, body, headers['Retry-After']];
}

describe('dependency errors', () => {
  // The filter logs each answer; the assertions are on the answers.
  beforeAll(() => Logger.overrideLogger(false));

  it("maps Prisma's errors for an unreachable PostgreSQL to 503 with a readable text", async () => {
    const prisma = createPrismaClient(`postgresql://postgres@127.0.0.1:${await closedPort()}/none`);
    try {
      const model = await prisma.user.findMany().catch((error: unknown) => error);
      const raw = await prisma.$queryRaw`SELECT 1`.catch((error: unknown) => error);
      for (const error of [model, raw]) {
        expect(unavailableDependency(error)).toBe('database');
        expect(dependencyErrorSummary(error)).toMatch(/^Can't reach database server at 127\.0\.0\.1:\d+$/);
        const [status, body, retryAfter] = answer(error);
        expect(status).toBe(HttpStatus.SERVICE_UNAVAILABLE);
        expect(body).toEqual({ success: false, error: SERVICE_UNAVAILABLE_MESSAGES.default });
        expect(Number(retryAfter)).toBeGreaterThan(0);
      }
    } finally {
      await prisma.$disconnect();
    }
  });

  it('recognises a connection cut by the server, Redis being down and the email queue timing out', () => {
    const terminated = Object.assign(new Error('Server has closed the connection.'), {
      name: 'PrismaClientKnownRequestError',
      code: 'P1017',
    });
    const adminShutdown = Object.assign(new Error('terminating connection due to administrator command'), {
      name: 'PrismaClientKnownRequestError',
      code: 'P2010',
      meta: { driverAdapterError: { cause: { kind: 'postgres', code: '57P01' } } },
    });
    expect(unavailableDependency(terminated)).toBe('database');
    expect(unavailableDependency(adminShutdown)).toBe('database');
    expect(
      unavailableDependency(new Error("Stream isn't writeable and enableOfflineQueue options is false")),
    ).toBe('redis');
    expect(unavailableDependency(Object.assign(new Error('x'), { name: 'MaxRetriesPerRequestError' }))).toBe(
      'redis',
    );
    expect(unavailableDependency(new Error('The email queue is unavailable'))).toBe('email');
    expect(answer(new Error('The email queue is unavailable')).slice(0, 2)).toEqual([
      503,
      { success: false, error: SERVICE_UNAVAILABLE_MESSAGES.email },
    ]);
  });

  it("maps the email queue's own timeout while Redis is down to 503 with the email text", async () => {
    const connection = new Redis(`redis://127.0.0.1:${await closedPort()}`, { maxRetriesPerRequest: null });
    connection.on('error', () => undefined);
    const queue = new MailQueue(connection, {});
    try {
      const error = await queue
        .enqueue({ to: 'someone@example.test', subject: 'Hello', text: 'Hello' })
        .catch((caught: unknown) => caught);
      expect(unavailableDependency(error)).toBe('email');
      expect(answer(error)[1]).toEqual({ success: false, error: SERVICE_UNAVAILABLE_MESSAGES.email });
    } finally {
      connection.disconnect();
    }
  }, 20_000);

  it('leaves every other error a 500: a unique violation is not an outage', () => {
    const unique = Object.assign(new Error('Unique constraint failed'), {
      name: 'PrismaClientKnownRequestError',
      code: 'P2002',
      meta: { driverAdapterError: { cause: { kind: 'UniqueConstraintViolation' } } },
    });
    expect(unavailableDependency(unique)).toBeNull();
    expect(unavailableDependency(new Error('boom'))).toBeNull();
    expect(answer(unique).slice(0, 2)).toEqual([500, { success: false, error: 'Internal server error' }]);
  });
});
