export * from './routes.js';
export * from './services.js';
export * from './health.js';
export * from './plans.js';
export * from './identity.js';
export * from './marketing.js';
export * from './course.js';
export * from './billing.js';
