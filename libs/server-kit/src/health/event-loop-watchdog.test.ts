import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { EventLoopWatchdog, blockEventLoop } from './event-loop-watchdog.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Holds the loop for `ms`, as one long synchronous task (a render) does. */
const blockFor = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end) Math.sqrt(end);
};

describe('EventLoopWatchdog', () => {
  let watchdog: EventLoopWatchdog | undefined;
  afterEach(() => watchdog?.stop());

  it('calls a loop that fell over a second behind lagging, at once and for the next two seconds, then not', async () => {
    watchdog = new EventLoopWatchdog().start();
    await sleep(300);
    expect(watchdog.lagging()).toBe(false);
    blockFor(1_200);
    // Asked before the overdue heartbeat ran, as a request handled right after a long task is.
    expect(watchdog.lagging()).toBe(true);
    expect(watchdog.blocked()).toBe(false);
    await sleep(1_000);
    expect(watchdog.lagging()).toBe(true);
    await sleep(1_500);
    expect(watchdog.lagging()).toBe(false);
  });

  it('does not call ordinary short tasks lagging', async () => {
    watchdog = new EventLoopWatchdog().start();
    for (let round = 0; round < 10; round += 1) {
      blockFor(200);
      await sleep(50);
    }
    expect(watchdog.lagging()).toBe(false);
  });

  it('calls a loop blocked past the liveness limit blocked', async () => {
    watchdog = new EventLoopWatchdog({ liveBlockMs: 1_500 }).start();
    await sleep(200);
    blockFor(1_600);
    await sleep(0);
    expect(watchdog.blocked()).toBe(true);
    expect(watchdog.lagging()).toBe(true);
  });

  it('sees the sliced block of the test hook as lagging while it lasts', async () => {
    watchdog = new EventLoopWatchdog().start();
    const done = blockEventLoop(2_600, 1_200);
    // Each wait ends in a gap between two slices, where a probe would be answered.
    const seen: boolean[] = [];
    while (seen.length < 2) {
      await sleep(100);
      seen.push(watchdog.lagging());
    }
    await done;
    expect(seen).toEqual([true, true]);
  });
});

/** Runs a child that starts the exit watch with a short limit, then does `then` (as JS source); its exit and stderr. */
function childWithExitWatch(afterMs: number, then: string) {
  const source = fileURLToPath(new URL('./event-loop-watchdog.ts', import.meta.url));
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `import { EventLoopWatchdog } from ${JSON.stringify(source)};
       new EventLoopWatchdog().exitWhenBlockedFor(${afterMs}, 'probe');
       // A blocked process ignores SIGTERM: only the watch can end it.
       process.on('SIGTERM', () => undefined);
       setTimeout(() => { ${then} }, 300);`,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const started = Date.now();
  return new Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string; ms: number }>(
    (resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal, stderr, ms: Date.now() - started })),
  );
}

describe('EventLoopWatchdog exit watch', () => {
  it('ends a process whose loop stays blocked past the limit (SIGTERM would not), with a log line saying why', async () => {
    const result = await childWithExitWatch(1_500, 'for (;;) Math.sqrt(2);');
    expect(result.signal).toBe('SIGKILL');
    const line = JSON.parse(result.stderr.trim().split('\n').at(-1) ?? '{}') as Record<string, unknown>;
    expect(line).toMatchObject({ level: 'fatal', context: 'EventLoopWatchdog' });
    expect(line.message).toMatch(/^probe: event loop blocked for \d+ s; ending the process/);
  });

  it('leaves a process alone whose loop keeps turning, however busy', async () => {
    const result = await childWithExitWatch(
      1_500,
      `let rounds = 0;
       const busy = () => {
         const end = performance.now() + 500;
         while (performance.now() < end) Math.sqrt(2);
         if (++rounds < 8) setTimeout(busy, 10); else process.exit(0);
       };
       busy();`,
    );
    expect(result).toMatchObject({ code: 0, signal: null, stderr: '' });
  });
});
