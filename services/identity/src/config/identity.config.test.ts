import { loadConfig } from '@pac/server-kit/config';
import { describe, expect, it } from 'vitest';
import { identityConfigSchema } from './identity.config.js';

class ProcessExit extends Error {
  constructor(readonly code: number) {
    super(`process.exit(${code})`);
  }
}

/** Runs the same `loadConfig(identityConfigSchema)` as main.ts, with the exit and the error output captured. */
function startWith(env: Record<string, string>) {
  const stderr: string[] = [];
  try {
    loadConfig(identityConfigSchema, env, {
      report: (line) => stderr.push(line),
      exit: (code) => {
        throw new ProcessExit(code);
      },
    });
    return { code: undefined, stderr };
  } catch (error) {
    if (!(error instanceof ProcessExit)) throw error;
    return { code: error.code, stderr };
  }
}

const valid = {
  DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/pac',
  REDIS_URL: 'redis://127.0.0.1:6379',
  JWT_SECRET: 'test-only-jwt-secret-0123456789abcdef',
};

describe('identity start-up configuration', () => {
  it('starts with a complete environment and the default port', () => {
    expect(startWith(valid)).toEqual({ code: undefined, stderr: [] });
    expect(identityConfigSchema.parse(valid).PORT).toBe(3101);
  });

  it('exits with code 1 and names DATABASE_URL when it is missing', () => {
    const { code, stderr } = startWith({ REDIS_URL: valid.REDIS_URL, JWT_SECRET: valid.JWT_SECRET });
    expect(code).toBe(1);
    expect(stderr).toEqual(['Invalid configuration: DATABASE_URL is required']);
  });

  it('names JWT_SECRET when it is missing or shorter than 32 characters', () => {
    expect(startWith({ ...valid, JWT_SECRET: '' }).stderr).toEqual([
      'Invalid configuration: JWT_SECRET is required',
    ]);
    const { code, stderr } = startWith({ ...valid, JWT_SECRET: 'too-short', DATABASE_URL: 'localhost:5432' });
    expect(code).toBe(1);
    expect(stderr).toEqual([
      'Invalid configuration: DATABASE_URL must be a URL like postgresql://user@127.0.0.1:5432/pac',
      'Invalid configuration: JWT_SECRET must be at least 32 characters',
    ]);
  });
});
