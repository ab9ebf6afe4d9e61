import 'reflect-metadata';
import { bootstrapService, loadConfig } from '@pac/server-kit';
import { contentConfigSchema } from './config/content.config.js';
import { ContentModule } from './content.module.js';

const config = loadConfig(contentConfigSchema);
await bootstrapService(ContentModule.forRoot(config), {
  name: 'content',
  port: config.PORT,
  host: config.HOST,
  trustedProxies: config.TRUSTED_PROXIES,
  logLevel: config.LOG_LEVEL,
  description: 'Course catalogue and progress, course signups, newsletter, contact enquiries, workbook PDF.',
});
