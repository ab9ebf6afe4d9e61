import 'reflect-metadata';
import { createServiceApp } from '@pac/server-kit';
import { TEST_JWT_SECRET } from '@pac/server-kit/testing';
import { describeServiceHealth } from '@pac/server-kit/testing/service-health';
import { adminConfigSchema } from '../config/admin.config.js';
import { AdminModule } from '../admin.module.js';

describeServiceHealth({
  service: 'admin',
  extraEnv: { JWT_SECRET: TEST_JWT_SECRET, SETTINGS_ENCRYPTION_KEY: TEST_JWT_SECRET },
  start: async (env) => {
    const config = adminConfigSchema.parse(env);
    const app = await createServiceApp(AdminModule.forRoot(config), { name: 'admin', logLevel: false });
    return app.init();
  },
});
