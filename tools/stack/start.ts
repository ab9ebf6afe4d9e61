/**
 * `npm start`: builds what changed (Nx cache), then runs the whole composed site on embedded defaults.
 * Every part can be pointed at real infrastructure through the environment (see README and .env.example).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { parseEnv } from 'node:util';

// A local `.env` (see .env.example) fills what the shell did not set; empty values mean "use the default".
if (fs.existsSync('.env')) {
  for (const [key, value] of Object.entries(parseEnv(fs.readFileSync('.env', 'utf8')))) {
    if (value !== '' && process.env[key] === undefined) process.env[key] = value;
  }
}

const skipBuild = process.env.STACK_SKIP_BUILD === '1';
if (!skipBuild) {
  console.info('Building (cached by Nx; the first run takes a few minutes)...');
  const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    console.error('Build failed; fix the errors above and run `npm start` again.');
    process.exit(build.status ?? 1);
  }
}

const { startStack } = await import('./src/compose-stack.js');
try {
  const stack = await startStack();
  const lines = [
    '',
    'Property Analysis Calculator is running:',
    `  site        ${stack.urls.site}`,
    `  API gateway ${stack.urls.gateway}/api/health`,
    `  mail inbox  ${stack.urls.inbox ?? '(SMTP_URL configured: mail goes to your SMTP server)'}`,
    `  payments    ${stack.urls.paymentStandIn ? `local stand-in ${stack.urls.paymentStandIn} (card 4242 4242 4242 4242 pays)` : 'STRIPE_SECRET_KEY configured'}`,
    ...Object.entries(stack.urls.apiDocs).map(([name, url]) => `  API docs    ${url}  (${name})`),
    `  admin       ${stack.urls.site}/admin/login  as ${stack.admin.email}` +
      (stack.admin.defaulted ? ` / ${stack.admin.password}  (local default; set ADMIN_PASSWORD)` : ''),
    '',
    'Press Ctrl-C to stop everything.',
  ];
  console.info(lines.join('\n'));
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.info(`\n${signal}: stopping every process...`);
    await stack.stop();
    console.info('Stopped.');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
} catch (error) {
  console.error(`Could not start the platform: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
