import { describe, expect, it } from 'vitest';
import { VIDEO_HOST } from './course.js';
import { originOf, pageContentSecurityPolicy, readHstsMode, shouldSendHsts } from './security-headers.js';

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `))
    ?.split(/\s+/)
    .slice(1) ?? [];

describe('pageContentSecurityPolicy', () => {
  it('lets scripts come only from the page, the remotes and the video host, never inline or eval', () => {
    const policy = pageContentSecurityPolicy({
      remoteOrigins: ['http://localhost:5174', 'http://localhost:5175', 'http://localhost:5174'],
    });
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      'http://localhost:5174',
      'http://localhost:5175',
      VIDEO_HOST.origin,
    ]);
    expect(policy).not.toMatch(/'unsafe-eval'|script-src[^;]*'unsafe-inline'/);
    expect(directive(policy, 'frame-src')).toEqual([VIDEO_HOST.origin]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
  });

  it('adds a separate API origin to what the page may call', () => {
    const policy = pageContentSecurityPolicy({ apiOrigin: 'https://api.example.com' });
    expect(directive(policy, 'connect-src')).toContain('https://api.example.com');
    expect(directive(policy, 'script-src')).not.toContain('https://api.example.com');
  });
});

describe('originOf', () => {
  it('keeps the origin of absolute http(s) addresses only', () => {
    expect(originOf('https://cdn.example.com/mfe-course/1.4.0/remoteEntry.js')).toBe(
      'https://cdn.example.com',
    );
    expect(originOf('/remoteEntry.js')).toBeNull();
    expect(originOf('javascript:alert(1)')).toBeNull();
    expect(originOf('')).toBeNull();
  });
});

describe('HSTS', () => {
  it('is sent in production over HTTPS, never on plain http unless forced', () => {
    const https = { production: true, encrypted: false, forwardedProto: 'https' };
    expect(shouldSendHsts('auto', https)).toBe(true);
    expect(shouldSendHsts('auto', { production: true, encrypted: true })).toBe(true);
    expect(shouldSendHsts('auto', { production: true, encrypted: false })).toBe(false);
    expect(shouldSendHsts('auto', { ...https, production: false })).toBe(false);
    expect(shouldSendHsts('on', { production: false, encrypted: false })).toBe(true);
    expect(shouldSendHsts('off', https)).toBe(false);
  });

  it('reads the HSTS variable, naming a bad value', () => {
    expect(readHstsMode(undefined)).toBe('auto');
    expect(readHstsMode('ON')).toBe('on');
    expect(() => readHstsMode('yes')).toThrow(/HSTS must be auto, on or off/);
  });
});
