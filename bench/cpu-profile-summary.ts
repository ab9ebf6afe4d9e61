/**
 * Where a service's CPU time went: self time of a V8 CPU profile (`node --cpu-prof`, e.g. written by
 * `API_BENCH_CPU_PROF=<dir> npx tsx bench/api.bench.ts`) summed by package (or project file) and by function.
 *
 *   npx tsx bench/cpu-profile-summary.ts <file.cpuprofile> [top=25] [pattern]
 *
 * With a pattern (a regular expression), also the inclusive time (the function and all it calls) of every function
 * whose name matches it, and the self time of every function of exactly that name split by the two outermost of its
 * nearest 12 callers (who wrote to a socket: `writeUtf8String`, `writev`).
 */
import fs from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, topArg, pattern] = process.argv.slice(2);
if (!file) throw new Error('usage: cpu-profile-summary.ts <file.cpuprofile> [top]');
const top = Number(topArg ?? 25);
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));

/** `@nestjs/core`, `pg-protocol`, `project:libs/server-kit`, `node:internal`, `(idle)`, … */
function ownerOf(url: string, name: string): string {
  if (!url) return name.startsWith('(') ? name : '(native)';
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules) return modules[1]!;
  if (url.startsWith('node:')) return 'node:internal';
  const project = /\/(services\/[^/]+|libs\/[^/]+)\//.exec(url);
  return project ? `project:${project[1]}` : url;
}

const selfMs = new Map<number, number>();
profile.samples.forEach((id, index) => {
  selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
});
const owners = new Map<string, number>();
const functions = new Map<string, number>();
let total = 0;
let idle = 0;
for (const [id, ms] of selfMs) {
  const node = byId.get(id)!;
  const { functionName, url, lineNumber } = node.callFrame;
  if (functionName === '(idle)') {
    idle += ms;
    continue;
  }
  total += ms;
  const owner = ownerOf(url, functionName);
  owners.set(owner, (owners.get(owner) ?? 0) + ms);
  const label = `${functionName || '(anonymous)'} ${owner}${url ? `:${lineNumber + 1}` : ''}`;
  functions.set(label, (functions.get(label) ?? 0) + ms);
}

const table = (title: string, entries: Map<string, number>) => {
  console.info(`\n${title}`);
  for (const [name, ms] of [...entries].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.info(`${((ms / total) * 100).toFixed(1).padStart(5)}%  ${ms.toFixed(0).padStart(7)} ms  ${name}`);
  }
};
const parents = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
const inclusive = new Map<string, number>();
if (pattern) {
  const wanted = new RegExp(pattern);
  for (const [id, ms] of selfMs) {
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
      const { functionName, url, lineNumber } = byId.get(at)!.callFrame;
      if (!wanted.test(functionName)) continue;
      const label = `${functionName} ${ownerOf(url, functionName)}:${lineNumber + 1}`;
      if (!seen.has(label)) inclusive.set(label, (inclusive.get(label) ?? 0) + ms);
      seen.add(label);
    }
  }
}

console.info(`${file}: busy ${total.toFixed(0)} ms, idle ${idle.toFixed(0)} ms`);
table('Self time by package', owners);
table('Self time by function', functions);
if (pattern) table(`Inclusive time of functions matching /${pattern}/`, inclusive);

if (pattern) {
  const callers = new Map<string, number>();
  for (const [id, ms] of selfMs) {
    if (byId.get(id)!.callFrame.functionName !== pattern) continue;
    const chain: string[] = [];
    for (let at = parents.get(id); at !== undefined && chain.length < 12; at = parents.get(at)) {
      const { functionName, url } = byId.get(at)!.callFrame;
      chain.push(`${functionName || '(anonymous)'} ${ownerOf(url, functionName)}`);
    }
    const label = chain.slice(-2).reverse().join(' > ');
    callers.set(label, (callers.get(label) ?? 0) + ms);
  }
  if (callers.size > 0) table(`Self time of ${pattern} by caller`, callers);
}
