import fs from 'node:fs';

/** Linux reports CPU time in clock ticks of USER_HZ, which is 100 on every platform Node runs on. */
const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system, all threads) this process has used since `since` (a `process.cpuUsage()`), or so far. */
export function ownCpuSeconds(since?: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1e6;
}

/** CPU seconds (user + system, all threads) process `pid` has used so far; 0 once it is gone. */
export function processCpuSeconds(pid: number): number {
  return cpuSecondsIn(`/proc/${pid}/stat`);
}

/** CPU seconds one thread has used so far: a Node process's main thread is the one whose id is the pid. */
export function threadCpuSeconds(pid: number, tid = pid): number {
  return cpuSecondsIn(`/proc/${pid}/task/${tid}/stat`);
}

/** The fields of a /proc stat file after the command name (which may hold spaces): state, parent pid, … */
const statFields = (statFile: string) => {
  const stat = fs.readFileSync(statFile, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
};

function cpuSecondsIn(statFile: string): number {
  try {
    // utime is the 12th field after the name, stime the 13th.
    const fields = statFields(statFile);
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** Processes whose command line holds every one of `parts` (e.g. the PostgreSQL backends of one database). */
export function pidsMatching(...parts: string[]): number[] {
  const pids: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let command: string;
    try {
      command = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
    } catch {
      continue;
    }
    if (parts.every((part) => command.includes(part))) pids.push(Number(entry));
  }
  return pids;
}

/** CPU seconds used so far by each of a changing set of processes (pid → seconds). */
export function cpuOfEach(pids: number[]): Map<number, number> {
  return new Map(pids.map((pid) => [pid, processCpuSeconds(pid)]));
}

/** CPU seconds the processes used between two `cpuOfEach` readings; one first seen at the end counts whole. */
export function cpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let seconds = 0;
  for (const [pid, used] of after) seconds += used - (before.get(pid) ?? 0);
  return seconds;
}

/** The processes whose parent is `pid` (an nginx master's workers). */
export function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (Number(statFields(`/proc/${entry}/stat`)[1]) === pid) children.push(Number(entry));
    } catch {
      continue;
    }
  }
  return children;
}
