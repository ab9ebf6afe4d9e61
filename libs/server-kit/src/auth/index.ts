export * from './auth-options.js';
export * from './auth.module.js';
export * from './origin-check.js';
export * from './session-auth.guard.js';
export * from './session-registry.js';
export * from './session-strategy.js';
export * from './session-token.js';
export * from './public-route.js';
