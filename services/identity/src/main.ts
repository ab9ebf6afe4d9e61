import 'reflect-metadata';
import { bootstrapService, loadConfig } from '@pac/server-kit';
import { identityConfigSchema } from './config/identity.config.js';
import { IdentityModule } from './identity.module.js';

const config = loadConfig(identityConfigSchema);
await bootstrapService(IdentityModule.forRoot(config), {
  name: 'identity',
  port: config.PORT,
  host: config.HOST,
  trustedProxies: config.TRUSTED_PROXIES,
  logLevel: config.LOG_LEVEL,
  description: 'Accounts, sign-in, email two-factor, sessions, profile and password reset.',
});
