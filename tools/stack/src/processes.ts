import { spawn, type ChildProcess } from 'node:child_process';

/**
 * Supervises the child processes of the local stack: prefixes their output, notices early deaths,
 * and stops them all (SIGTERM, then SIGKILL after a grace period) in reverse start order.
 */
export class ProcessGroup {
  private readonly children: { name: string; child: ChildProcess }[] = [];
  private stopping = false;

  constructor(private readonly onUnexpectedExit: (name: string, code: number | null) => void) {}

  start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv, cwd?: string): ChildProcess {
    const child = spawn(command, args, { env, cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    const prefix = `[${name}]`;
    const relay = (stream: NodeJS.WritableStream) => (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) stream.write(`${prefix} ${line}\n`);
    };
    child.stdout?.on('data', relay(process.stdout));
    child.stderr?.on('data', relay(process.stderr));
    child.once('exit', (code) => {
      if (!this.stopping) this.onUnexpectedExit(name, code);
    });
    this.children.push({ name, child });
    return child;
  }

  async stopAll(graceMs = 5_000): Promise<void> {
    this.stopping = true;
    for (const { child } of [...this.children].reverse()) await stopChild(child, graceMs);
  }
}

export function stopChild(child: ChildProcess, graceMs = 5_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
