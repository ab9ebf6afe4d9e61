import 'reflect-metadata';
import { createServiceApp } from '@pac/server-kit';
import { TEST_JWT_SECRET } from '@pac/server-kit/testing';
import { describeServiceHealth } from '@pac/server-kit/testing/service-health';
import { identityConfigSchema } from '../config/identity.config.js';
import { IdentityModule } from '../identity.module.js';

describeServiceHealth({
  service: 'identity',
  extraEnv: { JWT_SECRET: TEST_JWT_SECRET },
  start: async (env) => {
    const config = identityConfigSchema.parse(env);
    const app = await createServiceApp(IdentityModule.forRoot(config), { name: 'identity', logLevel: false });
    return app.init();
  },
});
