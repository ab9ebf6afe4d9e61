// `@pac/server-kit/mail-queue`: what the email worker shares with the services that queue mail, without NestJS.
export * from './email-job.js';
export * from './pending-mail.js';
