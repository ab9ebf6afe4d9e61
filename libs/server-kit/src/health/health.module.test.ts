import { describe, expect, it } from 'vitest';
import { eventLoopTestHookEnabled } from './health.module.js';

describe('the event-loop test hook switch', () => {
  it('is on only with EVENT_LOOP_TEST_HOOK=1 outside production', () => {
    expect(eventLoopTestHookEnabled({ EVENT_LOOP_TEST_HOOK: '1', NODE_ENV: 'test' })).toBe(true);
    expect(eventLoopTestHookEnabled({ EVENT_LOOP_TEST_HOOK: '1' })).toBe(true);
    // A stray variable in a deployment opens nothing.
    expect(eventLoopTestHookEnabled({ EVENT_LOOP_TEST_HOOK: '1', NODE_ENV: 'production' })).toBe(false);
    expect(eventLoopTestHookEnabled({ EVENT_LOOP_TEST_HOOK: 'true', NODE_ENV: 'test' })).toBe(false);
    expect(eventLoopTestHookEnabled({ NODE_ENV: 'test' })).toBe(false);
  });
});
