export {
  SHARED_PACKAGES,
  sharedDependencies,
  requiredVersionOf,
  findWorkspaceRoot,
} from './shared-dependencies.js';
export type { SharedPackage, SharedEntry } from './shared-dependencies.js';
export {
  remoteFederationConfig,
  hostFederationConfig,
  REMOTE_ENTRY_FILE,
  REMOTE_APP_EXPOSE,
} from './federation-config.js';
export { scopeRemoteStyles, scopeLayers, REMOTE_AREA_ATTRIBUTE } from './scoped-remote-styles.js';
export { standaloneRuntime } from './standalone-runtime.js';
