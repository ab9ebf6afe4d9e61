import { z } from 'zod';
import { REMOTES, type RemoteName } from '@pac/contracts';

/**
 * What the shell reads from `/mfe-manifest.json` at start: contracts' RemoteManifest (remote name → remoteEntry
 * URL) plus optional run-time addresses. Flat on purpose, so a manifest with only the four remotes stays valid.
 */
export const runtimeManifestSchema = z.object({
  ...(Object.fromEntries(REMOTES.map((name) => [name, z.string().min(1)])) as Record<
    RemoteName,
    z.ZodString
  >),
  // '' says explicitly that this deployment has no calculator site (the hand-over then says so).
  calculatorUrl: z.string().optional(),
  apiBaseUrl: z.string().optional(),
});

export type RuntimeManifest = z.infer<typeof runtimeManifestSchema>;

/** Parses a fetched manifest; the error names every missing or malformed key. */
export function parseRuntimeManifest(input: unknown): RuntimeManifest {
  const result = runtimeManifestSchema.safeParse(input);
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`,
  );
  throw new Error(`Invalid runtime manifest: ${problems.join('; ')}`);
}
