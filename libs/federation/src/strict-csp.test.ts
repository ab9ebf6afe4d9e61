import { describe, expect, it } from 'vitest';

describe('strict-csp', () => {
  it('switches every copy of Zod to jitless without importing it, so no eval probe runs', async () => {
    await import('./strict-csp.js');
    const { config } = await import('zod');
    expect(config().jitless).toBe(true);
  });
});
