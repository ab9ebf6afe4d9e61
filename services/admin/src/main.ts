import 'reflect-metadata';
import { bootstrapService, loadConfig } from '@pac/server-kit';
import { adminConfigSchema } from './config/admin.config.js';
import { AdminModule } from './admin.module.js';

const config = loadConfig(adminConfigSchema);
await bootstrapService(AdminModule.forRoot(config), {
  name: 'admin',
  port: config.PORT,
  host: config.HOST,
  trustedProxies: config.TRUSTED_PROXIES,
  logLevel: config.LOG_LEVEL,
  description:
    'Admin portal API: dashboard, users, revenue, usage, health, broadcasts, email logs, settings.',
});
