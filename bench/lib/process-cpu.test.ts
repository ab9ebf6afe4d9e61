import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { childrenOf, ownCpuSeconds, processCpuSeconds, threadCpuSeconds } from './process-cpu.js';

// The sign-in benchmark's CPU table reads these: a wrong field would print a plausible but false figure.
describe('CPU readings from /proc', () => {
  it("counts this process's main-thread CPU, within the whole process's", () => {
    const before = threadCpuSeconds(process.pid);
    const until = Date.now() + 300;
    while (Date.now() < until); // busy on the main thread
    const main = threadCpuSeconds(process.pid) - before;
    expect(main).toBeGreaterThan(0.1);
    expect(processCpuSeconds(process.pid)).toBeGreaterThanOrEqual(threadCpuSeconds(process.pid));
  });

  it("counts this process's own CPU since a reading, user and system together", () => {
    const since = process.cpuUsage();
    const until = Date.now() + 200;
    while (Date.now() < until); // busy
    const used = ownCpuSeconds(since);
    expect(used).toBeGreaterThan(0.15);
    expect(used).toBeLessThan(ownCpuSeconds());
  });

  it('finds the children of a process (an nginx master’s workers), and reads 0 for a process that is gone', async () => {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      expect(childrenOf(process.pid)).toContain(child.pid);
    } finally {
      child.kill();
      await new Promise((resolve) => child.once('exit', resolve));
    }
    expect(childrenOf(process.pid)).not.toContain(child.pid);
    expect(processCpuSeconds(child.pid!)).toBe(0);
  });
});
