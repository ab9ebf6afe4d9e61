export * from './settings-crypto.js';
export * from './settings-reader.js';
export * from './maintenance-mode.js';
export * from './settings.module.js';
