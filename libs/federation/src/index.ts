export {
  SHARED_PACKAGES,
  sharedDependencies,
  requiredVersionOf,
  findWorkspaceRoot,
  hostSharedVersions,
  SHARED_SUBPATHS,
} from './shared-dependencies.js';
export type { SharedPackage, SharedEntry, HostSharedKey, HostSharedVersion } from './shared-dependencies.js';
export {
  remoteFederationConfig,
  REMOTE_ENTRY_FILE,
  REMOTE_APP_EXPOSE,
  REMOTE_PRELOAD_FILE,
} from './federation-config.js';
export type { RemotePreloads } from './federation-config.js';
export { scopeRemoteStyles, scopeLayers, REMOTE_AREA_ATTRIBUTE } from './scoped-remote-styles.js';
export { standaloneRuntime } from './standalone-runtime.js';
export { FRONT_END_SOURCE_DIRS, frontEndSourceFiles } from './front-end-sources.js';
