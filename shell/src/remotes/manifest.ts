import { MANIFEST_PATH } from '@pac/contracts';
import { parseRuntimeManifest, type RuntimeManifest } from '@pac/federation/manifest';

/**
 * Fetched on every page load and never cached (both static hosts answer it with `Cache-Control: no-store`), so
 * moving a remote only needs a manifest edit and a reload. index.html preloads it, so it downloads beside the
 * shell's code instead of after it; a plain request (no `cache` option) is what takes that preloaded answer.
 */
export async function fetchRuntimeManifest(fetchImpl: typeof fetch = fetch): Promise<RuntimeManifest> {
  const response = await fetchImpl(MANIFEST_PATH);
  if (!response.ok) throw new Error(`GET ${MANIFEST_PATH} answered ${response.status}`);
  return parseRuntimeManifest(await response.json());
}
