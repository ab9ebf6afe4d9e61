// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { registerSingletonProbe } from './singleton-probe.js';

describe('registerSingletonProbe', () => {
  beforeEach(() => {
    delete window.__PAC_SINGLETONS__;
  });

  it('keeps one entry per distinct module object and records every source once', () => {
    const react = {};
    const useNavigate = () => undefined;
    registerSingletonProbe('shell', react, useNavigate);
    registerSingletonProbe('mfe_course', react, useNavigate);
    registerSingletonProbe('mfe_course', react, useNavigate);
    const probe = window.__PAC_SINGLETONS__;
    expect(probe?.react.size).toBe(1);
    expect(probe?.router.size).toBe(1);
    expect(probe?.sources).toEqual(['shell', 'mfe_course']);
  });

  it('exposes a second copy as a second Set entry', () => {
    registerSingletonProbe('shell', {}, () => undefined);
    const probe = registerSingletonProbe('mfe_admin', {}, () => undefined);
    expect(probe.react.size).toBe(2);
    expect(probe.router.size).toBe(2);
  });
});
