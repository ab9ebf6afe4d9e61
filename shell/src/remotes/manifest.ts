import { MANIFEST_PATH } from '@pac/contracts';
import { parseRuntimeManifest, type RuntimeManifest } from '@pac/federation/manifest';

/** Fetched on every page load, never cached, so moving a remote only needs a manifest edit and a reload. */
export async function fetchRuntimeManifest(fetchImpl: typeof fetch = fetch): Promise<RuntimeManifest> {
  const response = await fetchImpl(MANIFEST_PATH, { cache: 'no-store' });
  if (!response.ok) throw new Error(`GET ${MANIFEST_PATH} answered ${response.status}`);
  return parseRuntimeManifest(await response.json());
}
