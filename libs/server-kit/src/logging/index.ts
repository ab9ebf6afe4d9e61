export * from './json-logger.js';
export * from './request-logging.middleware.js';
