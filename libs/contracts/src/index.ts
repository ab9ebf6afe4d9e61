export * from './routes.js';
export * from './services.js';
export * from './health.js';
