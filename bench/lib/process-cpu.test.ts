import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { childrenOf, ownCpuSeconds, processCpuSeconds, threadCpuSeconds } from './process-cpu.js';

// The sign-in benchmark's CPU table reads these: a wrong field would print a plausible but false figure.
// The busy loops run until the kernel has counted enough CPU, not for a wall-clock time: on a loaded machine a
// process gets only part of a core, and a wall-clock loop would then prove nothing (or fail).
function busyUntil(used: () => number, seconds: number): void {
  const start = used();
  const giveUpAt = Date.now() + 20_000;
  while (used() - start < seconds && Date.now() < giveUpAt);
}

describe('CPU readings from /proc', () => {
  it("counts this process's main-thread CPU, within the whole process's", () => {
    const before = threadCpuSeconds(process.pid);
    const wholeBefore = processCpuSeconds(process.pid);
    busyUntil(() => threadCpuSeconds(process.pid), 0.3); // busy on the main thread
    const main = threadCpuSeconds(process.pid) - before;
    expect(main).toBeGreaterThanOrEqual(0.3);
    // Read after the thread, the whole process has counted at least as many ticks (half a tick for rounding).
    expect(processCpuSeconds(process.pid) - wholeBefore).toBeGreaterThan(main - 0.005);
    expect(processCpuSeconds(process.pid)).toBeGreaterThanOrEqual(threadCpuSeconds(process.pid));
  });

  it("counts this process's own CPU since a reading, user and system together", () => {
    const since = process.cpuUsage();
    const kernelBefore = processCpuSeconds(process.pid);
    busyUntil(() => processCpuSeconds(process.pid), 0.3); // busy until the kernel has counted 0.3 s
    const used = ownCpuSeconds(since);
    const kernelCounted = processCpuSeconds(process.pid) - kernelBefore;
    // The kernel counts in 10 ms ticks, read a moment apart from Node's figure.
    expect(used).toBeGreaterThan(0.25);
    expect(Math.abs(used - kernelCounted)).toBeLessThan(0.05);
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
