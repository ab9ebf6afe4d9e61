import type { Server } from 'node:http';
import path from 'node:path';
import {
  HEALTH_PATHS,
  REMOTES,
  SERVICES,
  gatewayDocsPath,
  type RemoteName,
  type ServiceName,
} from '@pac/contracts';
import { applyMigrations, createPrismaClient, seedDatabase } from '@pac/db';
import {
  readAdminCredentials,
  readJwtSecret,
  readPorts,
  readSettingsEncryptionKey,
  type StackPorts,
} from './config.js';
import { resolveMail } from './infra/mail.js';
import { assertPortFree, waitForHttpOk } from './infra/net.js';
import { resolvePostgres } from './infra/postgres.js';
import { resolveRedis } from './infra/redis.js';
import { startPaymentStandIn } from './payment-stand-in.js';
import { ProcessGroup } from './processes.js';
import { stateDir } from './state-dir.js';
import { closeServer, serveRemote, serveShell } from './static-hosts.js';

export interface RunningStack {
  ports: StackPorts;
  urls: {
    site: string;
    gateway: string;
    inbox: string | null;
    paymentStandIn: string | null;
    apiDocs: Record<ServiceName, string>;
  };
  admin: ReturnType<typeof readAdminCredentials>;
  stop(): Promise<void>;
}

const REMOTE_DIST: Record<RemoteName, string> = {
  mfe_marketing: 'mfe-marketing/dist',
  mfe_course: 'mfe-course/dist',
  mfe_account: 'mfe-account/dist',
  mfe_admin: 'mfe-admin/dist',
  mfe_calculator: 'mfe-calculator/dist',
};

/** The runtime manifest the shell reads: where each remote's entry lives, plus run-time addresses. */
export function buildManifest(remoteOrigins: Record<RemoteName, string>) {
  const remotes = Object.fromEntries(
    REMOTES.map((name) => [name, `${remoteOrigins[name]}/remoteEntry.js`]),
  ) as Record<RemoteName, string>;
  return {
    ...remotes,
    // Unset (''): the calculator is the built-in one at /calculator (mfe_calculator, above). Set CALCULATOR_URL only
    // when the calculator is deployed as its own site on another origin, never to an address where nothing runs.
    calculatorUrl: process.env.CALCULATOR_URL ?? '',
    apiBaseUrl: '',
  };
}

/**
 * Starts the whole composed site: infrastructure (configured or embedded), migrations and seed, the services,
 * the email worker, the gateway, the five remotes (REMOTES) on their own origins and the shell.
 */
export async function startStack(log: (line: string) => void = console.info): Promise<RunningStack> {
  const ports = readPorts();
  const publicHost = process.env.PUBLIC_HOST || 'localhost';
  // Every process is supervised: one that exits or stops answering its liveness is restarted (with backoff and a
  // line saying why, also in <state>/supervision.log); only Ctrl-C stops them. <state>/processes.json has the pids.
  const processes = new ProcessGroup(undefined, {
    restart: true,
    stateDir,
    log: (line) => console.warn(line),
  });
  const servers: Server[] = [];
  const stoppers: (() => Promise<void>)[] = [];
  const stop = async () => {
    await Promise.all(servers.map(closeServer));
    await processes.stopAll();
    for (const stopper of stoppers.reverse()) await stopper().catch(() => {});
  };

  try {
    await assertPortFree(ports.gateway, 'API gateway');
    await assertPortFree(ports.shell, 'shell');
    for (const name of SERVICES) await assertPortFree(ports.services[name], `${name} service`);
    for (const name of REMOTES) await assertPortFree(ports.remotes[name], name);

    const postgres = await resolvePostgres(stateDir);
    stoppers.push(postgres.stop);
    log(`database: ${postgres.description}`);
    const redis = await resolveRedis(processes);
    log(`redis: ${redis.description}`);
    const mail = await resolveMail(processes, { smtp: ports.smtp, inbox: ports.mailInbox });
    log(`mail: ${mail.description}`);

    await applyMigrations(postgres.url);
    const admin = readAdminCredentials();
    const prisma = createPrismaClient(postgres.url);
    try {
      await seedDatabase(prisma, { adminEmail: admin.email, adminPassword: admin.password });
    } finally {
      await prisma.$disconnect();
    }
    log('database migrated and seeded');

    const inherited = { ...process.env };
    // Test-only (a hook that blocks a service's event loop): `npm start` never passes it on.
    delete inherited.EVENT_LOOP_TEST_HOOK;
    const common: NodeJS.ProcessEnv = {
      ...inherited,
      NODE_ENV: process.env.NODE_ENV || 'production',
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      SMTP_URL: mail.smtpUrl,
      JWT_SECRET: readJwtSecret(),
      SETTINGS_ENCRYPTION_KEY: readSettingsEncryptionKey(),
      PUBLIC_SITE_URL: process.env.PUBLIC_SITE_URL || `http://${publicHost}:${ports.shell}`,
    };
    const serviceUrl = (name: ServiceName) => `http://127.0.0.1:${ports.services[name]}`;
    const payments = startPaymentStandIn(processes, { publicHost, gatewayPort: ports.gateway, env: common });
    // The services and the worker listen on loopback alone: only the gateway on this machine reaches them, so
    // nobody else can hand them an X-Forwarded-For (they believe it from loopback only, TRUSTED_PROXIES' default).
    const internal = { HOST: '127.0.0.1' };
    for (const name of SERVICES) {
      processes.start(
        name,
        process.execPath,
        [path.resolve(`services/${name}/dist/main.js`)],
        {
          ...common,
          ...(name === 'billing' ? payments.billingEnv : {}),
          ...internal,
          PORT: String(ports.services[name]),
        },
        { livenessUrl: `${serviceUrl(name)}${HEALTH_PATHS.live}` },
      );
    }
    const workerUrl = `http://127.0.0.1:${ports.emailWorker}`;
    processes.start(
      'email-worker',
      process.execPath,
      [path.resolve('services/email-worker/dist/main.js')],
      { ...common, ...internal, PORT: String(ports.emailWorker) },
      { livenessUrl: `${workerUrl}${HEALTH_PATHS.live}` },
    );
    const gatewayUrl = `http://127.0.0.1:${ports.gateway}`;
    processes.start(
      'gateway',
      process.execPath,
      [path.resolve('services/gateway/dist/main.js')],
      {
        ...common,
        PORT: String(ports.gateway),
        // IDENTITY_URL, BILLING_URL, …: one per service of the contracts' table.
        ...Object.fromEntries(SERVICES.map((name) => [`${name.toUpperCase()}_URL`, serviceUrl(name)])),
      },
      { livenessUrl: `${gatewayUrl}${HEALTH_PATHS.live}` },
    );

    const remoteOrigins = {} as Record<RemoteName, string>;
    for (const name of REMOTES) {
      // The calculator's host is also the calculator as its own site (its pages and /api), so a CALCULATOR_URL of
      // http://127.0.0.1:<its port>/calculator tries the hand-over to another origin locally.
      const ownSite = name === 'mfe_calculator' ? { ownSite: { remote: name, gatewayUrl } } : {};
      servers.push(await serveRemote(path.resolve(REMOTE_DIST[name]), ports.remotes[name], ownSite));
      remoteOrigins[name] = `http://${publicHost}:${ports.remotes[name]}`;
    }
    const manifest = buildManifest(remoteOrigins);

    // Each process is asked directly first, so the gateway is only polled once everything behind it is up.
    await Promise.all([
      ...SERVICES.map((name) => waitForHttpOk(`${serviceUrl(name)}/health/ready`)),
      waitForHttpOk(`${workerUrl}${HEALTH_PATHS.ready}`),
      ...(payments.healthUrl ? [waitForHttpOk(payments.healthUrl)] : []),
    ]);
    await waitForHttpOk(`${gatewayUrl}/api/health`);

    // The shell opens last: once it answers, everything behind it is ready (Playwright waits on its manifest).
    servers.push(
      await serveShell({
        distDir: path.resolve('shell/dist'),
        port: ports.shell,
        gatewayUrl,
        manifest: () => manifest,
      }),
    );

    const site = `http://${publicHost}:${ports.shell}`;
    const apiDocs = Object.fromEntries(
      SERVICES.map((name) => [name, `http://${publicHost}:${ports.gateway}${gatewayDocsPath(name)}`]),
    ) as Record<ServiceName, string>;
    return {
      ports,
      admin,
      stop,
      urls: {
        site,
        gateway: `http://${publicHost}:${ports.gateway}`,
        inbox: mail.inboxUrl,
        paymentStandIn: payments.publicUrl,
        apiDocs,
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
