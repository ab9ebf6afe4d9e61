/**
 * Imported first by every browser entry (the shell and each remote's standalone page). Zod builds fast object
 * parsers with `new Function` and probes for it when the first object schema is created; under the site's content
 * security policy (no 'unsafe-eval') that probe is refused and reported as a policy violation, even though Zod
 * then falls back. Jitless mode skips the probe. Zod keeps its settings on globalThis (`__zod_globalConfig`, shared
 * by every copy of Zod in the page, the shell's and each remote's), so this sets it there without loading Zod: the
 * shell's first download carries no Zod at all. strict-csp.test.ts checks that Zod reads it.
 */
const scope = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig ??= {};
scope.__zod_globalConfig.jitless = true;

export {};
