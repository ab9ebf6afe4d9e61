import 'reflect-metadata';
import { createServiceApp } from '@pac/server-kit';
import { TEST_JWT_SECRET } from '@pac/server-kit/testing';
import { describeServiceHealth } from '@pac/server-kit/testing/service-health';
import { contentConfigSchema } from '../config/content.config.js';
import { ContentModule } from '../content.module.js';

describeServiceHealth({
  service: 'content',
  extraEnv: { JWT_SECRET: TEST_JWT_SECRET },
  start: async (env) => {
    const config = contentConfigSchema.parse(env);
    const app = await createServiceApp(ContentModule.forRoot(config), { name: 'content', logLevel: false });
    return app.init();
  },
});
