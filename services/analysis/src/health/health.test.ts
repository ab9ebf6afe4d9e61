import 'reflect-metadata';
import { createServiceApp } from '@pac/server-kit';
import { TEST_JWT_SECRET } from '@pac/server-kit/testing';
import { describeServiceHealth } from '@pac/server-kit/testing/service-health';
import { AnalysisModule } from '../analysis.module.js';
import { analysisConfigSchema } from '../config/analysis.config.js';

describeServiceHealth({
  service: 'analysis',
  extraEnv: { JWT_SECRET: TEST_JWT_SECRET },
  start: async (env) => {
    const config = analysisConfigSchema.parse(env);
    const app = await createServiceApp(AnalysisModule.forRoot(config), { name: 'analysis', logLevel: false });
    return app.init();
  },
});
