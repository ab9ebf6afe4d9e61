export { mountStandalone } from './mount-standalone.js';
export type { StandaloneOptions } from './mount-standalone.js';
export type { StandaloneLink } from './standalone-frame.js';
