export * from './load-config.js';
export * from './env-schemas.js';
