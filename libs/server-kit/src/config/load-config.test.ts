import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serviceEnvSchema } from './env-schemas.js';
import { loadConfig } from './load-config.js';

class ExitCalled extends Error {
  constructor(readonly code: number) {
    super(`exit ${code}`);
  }
}

function attempt(schema: z.ZodType, env: Record<string, string | undefined>) {
  const lines: string[] = [];
  try {
    const config = loadConfig(schema, env, {
      report: (line) => lines.push(line),
      exit: (code) => {
        throw new ExitCalled(code);
      },
    });
    return { config, lines, exitCode: undefined };
  } catch (error) {
    if (!(error instanceof ExitCalled)) throw error;
    return { config: undefined, lines, exitCode: error.code };
  }
}

const schema = serviceEnvSchema(3101).extend({
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters'),
});
const valid = {
  DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/pac',
  REDIS_URL: 'redis://127.0.0.1:6379',
  JWT_SECRET: 'x'.repeat(32),
};

describe('loadConfig', () => {
  it('returns the parsed config with defaults filled in', () => {
    const { config, exitCode } = attempt(schema, { ...valid, PORT: '4000' });
    expect(exitCode).toBeUndefined();
    expect(config).toEqual({
      ...valid,
      PORT: 4000,
      // Every interface, and X-Forwarded-For believed from this machine alone, unless configured.
      HOST: '0.0.0.0',
      TRUSTED_PROXIES: ['loopback'],
      QUEUE_PREFIX: 'bull',
      LOG_LEVEL: 'log',
      // A hung dependency fails fast by default (issue 18).
      DATABASE_CONNECT_TIMEOUT_MS: 3000,
      DATABASE_STATEMENT_TIMEOUT_MS: 5000,
      REDIS_CONNECT_TIMEOUT_MS: 2000,
      REDIS_COMMAND_TIMEOUT_MS: 1000,
    });
    expect(attempt(schema, valid).config).toMatchObject({ PORT: 3101 });
  });

  it('exits with code 1 and names a missing variable', () => {
    const { lines, exitCode } = attempt(schema, { ...valid, DATABASE_URL: undefined });
    expect(exitCode).toBe(1);
    expect(lines).toEqual(['Invalid configuration: DATABASE_URL is required']);
  });

  it('treats an empty value as missing', () => {
    expect(attempt(schema, { ...valid, REDIS_URL: '' }).lines).toEqual([
      'Invalid configuration: REDIS_URL is required',
    ]);
  });

  it('prints one line per bad variable saying what is wrong', () => {
    const { lines, exitCode } = attempt(schema, {
      DATABASE_URL: 'mysql://localhost/pac',
      REDIS_URL: valid.REDIS_URL,
      JWT_SECRET: 'short',
      PORT: 'eighty',
    });
    expect(exitCode).toBe(1);
    expect(lines).toHaveLength(3);
    expect(lines).toContain(
      'Invalid configuration: DATABASE_URL must be a URL like postgresql://user@127.0.0.1:5432/pac',
    );
    expect(lines).toContain('Invalid configuration: JWT_SECRET must be at least 32 characters');
    expect(lines).toContain('Invalid configuration: PORT must be a port number');
  });

  it('takes TRUSTED_PROXIES as a list of addresses and CIDRs, and HOST as an address, naming either when malformed', () => {
    expect(
      attempt(schema, { ...valid, TRUSTED_PROXIES: ' 10.0.3.7, 10.0.4.0/24,fd00::5 ', HOST: '127.0.0.1' })
        .config,
    ).toMatchObject({ TRUSTED_PROXIES: ['10.0.3.7', '10.0.4.0/24', 'fd00::5'], HOST: '127.0.0.1' });
    const { lines, exitCode } = attempt(schema, {
      ...valid,
      TRUSTED_PROXIES: '10.0.0.0/33,gateway',
      HOST: 'localhost',
    });
    expect(exitCode).toBe(1);
    expect(lines).toEqual([
      'Invalid configuration: HOST must be an IP address like 127.0.0.1 or 0.0.0.0',
      'Invalid configuration: TRUSTED_PROXIES must be comma-separated IP addresses or CIDRs (e.g. 10.0.3.7,10.0.4.0/24)',
    ]);
  });
});
