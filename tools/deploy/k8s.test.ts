import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMOTES, SERVICES, SERVICE_PREFIXES } from '@pac/contracts';
import { parseRuntimeManifest } from '@pac/federation/manifest';
import { isProxyAddress } from '@pac/server-kit/config';
import { EVENT_LOOP_LIMITS } from '@pac/server-kit/event-loop-watchdog';
import { unknownFieldProblems } from './k8s-strict.js';
import { copyK8sTree, kustomizeBuild, schemaProblems, type K8sObject } from './kustomize.js';
import { REPO_ROOT, SERVICE_PORT, WEB_PORT, remoteHost } from './render-routing.js';

interface Probe {
  httpGet: { path: string; port: string | number };
  periodSeconds?: number;
  timeoutSeconds?: number;
  failureThreshold?: number;
}
interface Container {
  name: string;
  image: string;
  args?: string[];
  ports?: Array<{ name?: string; containerPort: number }>;
  env?: Array<{ name: string; value?: string; valueFrom?: Record<string, unknown> }>;
  envFrom?: Array<{ configMapRef?: { name: string }; secretRef?: { name: string } }>;
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  startupProbe?: Probe;
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: { allowPrivilegeEscalation?: boolean; readOnlyRootFilesystem?: boolean };
  volumeMounts?: Array<{ name: string; mountPath: string; subPath?: string }>;
}
interface PodSpec {
  securityContext?: { runAsNonRoot?: boolean; runAsUser?: number };
  containers: Container[];
  volumes?: Array<{ name: string; configMap?: { name: string } }>;
}
interface Workload extends K8sObject {
  spec: {
    replicas?: number;
    selector?: { matchLabels: Record<string, string> };
    template: { metadata?: { labels?: Record<string, string> }; spec: PodSpec };
  };
}

const NODE_WORKLOADS = [...SERVICES, 'email-worker'];
const WEB_WORKLOADS = ['gateway', 'shell', ...REMOTES.map(remoteHost)];
const HEALTH = { ready: '/health/ready', live: '/health/live' };

const find = (objects: K8sObject[], kind: string, name: string) =>
  objects.find((object) => object.kind === kind && object.metadata.name === name);
/** Generated ConfigMaps and Secrets carry a content hash: pac-secrets → pac-secrets-5h2k…. */
const generated = (objects: K8sObject[], kind: string, name: string) =>
  objects.find(
    (object) => object.kind === kind && new RegExp(`^${name}-[a-z0-9]{10}$`).test(object.metadata.name),
  );

function checkTopology(objects: K8sObject[]): void {
  const deployment = (name: string) => find(objects, 'Deployment', name) as Workload | undefined;
  const services = new Map(
    objects
      .filter((object) => object.kind === 'Service')
      .map((object) => [
        object.metadata.name,
        object as K8sObject & { spec: { ports: Array<{ port: number }> } },
      ]),
  );

  for (const name of [...NODE_WORKLOADS, ...WEB_WORKLOADS]) {
    const workload = deployment(name);
    expect(workload, `Deployment ${name}`).toBeDefined();
    const { spec } = workload!;
    // The selector picks the pods its template makes.
    expect(spec.template.metadata?.labels, name).toMatchObject(spec.selector!.matchLabels);
    expect(spec.template.spec.securityContext?.runAsNonRoot, name).toBe(true);
    expect(spec.template.spec.securityContext?.runAsUser, name).toBeGreaterThan(0);
    for (const container of spec.template.spec.containers) {
      expect(container.securityContext?.allowPrivilegeEscalation, name).toBe(false);
      expect(container.securityContext?.readOnlyRootFilesystem, name).toBe(true);
      expect(container.resources?.requests?.cpu, name).toBeDefined();
      expect(container.resources?.requests?.memory, name).toBeDefined();
      expect(container.resources?.limits?.memory, name).toBeDefined();
      expect(container.readinessProbe, name).toBeDefined();
      expect(container.livenessProbe, name).toBeDefined();
      const portNames = (container.ports ?? []).map((port) => port.name);
      for (const probe of [container.readinessProbe!, container.livenessProbe!]) {
        expect(portNames, `${name} probe port`).toContain(probe.httpGet.port);
      }
      if (NODE_WORKLOADS.includes(name)) {
        expect(container.readinessProbe!.httpGet.path, name).toBe(HEALTH.ready);
        expect(container.livenessProbe!.httpGet.path, name).toBe(HEALTH.live);
        expect(container.ports?.[0]?.containerPort, name).toBe(SERVICE_PORT);
      } else {
        expect(container.ports?.[0]?.containerPort, name).toBe(WEB_PORT);
      }
    }
  }

  // A Service for each API service, the gateway and each front end; HPAs for the API services and the worker.
  for (const name of [...SERVICES, ...WEB_WORKLOADS])
    expect(services.has(name), `Service ${name}`).toBe(true);
  for (const name of NODE_WORKLOADS) {
    const hpa = find(objects, 'HorizontalPodAutoscaler', name) as
      | (K8sObject & {
          spec: { scaleTargetRef: { kind: string; name: string }; minReplicas: number; maxReplicas: number };
        })
      | undefined;
    expect(hpa, `HorizontalPodAutoscaler ${name}`).toBeDefined();
    expect(hpa!.spec.scaleTargetRef).toMatchObject({ kind: 'Deployment', name });
    expect(hpa!.spec.maxReplicas).toBeGreaterThan(hpa!.spec.minReplicas);
    // The HPA owns the replica count: a fixed one in the Deployment would be reset on every apply.
    expect(deployment(name)!.spec.replicas, name).toBeUndefined();
  }

  // The Ingress: every /api prefix to its service, the rest to the gateway, each backend an existing port.
  const ingress = find(objects, 'Ingress', 'pac') as K8sObject & {
    spec: {
      rules: Array<{
        http: {
          paths: Array<{
            path: string;
            pathType: string;
            backend: { service: { name: string; port: { number: number } } };
          }>;
        };
      }>;
    };
  };
  const paths = ingress.spec.rules[0]!.http.paths;
  const routed = Object.fromEntries(paths.map((entry) => [entry.path, entry.backend.service.name]));
  expect(routed).toEqual({
    ...Object.fromEntries(
      SERVICES.flatMap((service) => SERVICE_PREFIXES[service].map((prefix) => [prefix, service])),
    ),
    '/': 'gateway',
  });
  for (const { backend } of paths) {
    const ports = services.get(backend.service.name)!.spec.ports.map((port) => port.port);
    expect(ports, backend.service.name).toContain(backend.service.port.number);
  }

  // The shell serves the manifest ConfigMap; it is a valid runtime manifest.
  const manifestMap = generated(objects, 'ConfigMap', 'mfe-manifest') as K8sObject & {
    data: Record<string, string>;
  };
  expect(manifestMap, 'ConfigMap mfe-manifest').toBeDefined();
  parseRuntimeManifest(JSON.parse(manifestMap.data['mfe-manifest.json']!));
  const shell = deployment('shell')!.spec.template.spec;
  const volume = shell.volumes?.find((entry) => entry.configMap?.name === manifestMap.metadata.name);
  expect(volume, 'shell mounts the manifest ConfigMap').toBeDefined();
  expect(shell.containers[0]!.volumeMounts).toContainEqual(
    expect.objectContaining({ name: volume!.name, mountPath: '/usr/share/nginx/html/mfe-manifest.json' }),
  );

  // The migration Job runs the Node image's `migrate` command with the secrets.
  const job = find(objects, 'Job', 'migrate') as Workload | undefined;
  expect(job, 'Job migrate').toBeDefined();
  expect(job!.spec.template.spec.containers[0]!.args).toEqual(['migrate']);
  expect(job!.spec.template.spec.securityContext?.runAsNonRoot).toBe(true);
}

/** Kubernetes' defaults for the fields a probe leaves out. */
const probeTiming = (probe: Probe) => ({
  period: probe.periodSeconds ?? 10,
  timeout: probe.timeoutSeconds ?? 1,
  failures: probe.failureThreshold ?? 3,
});

/**
 * The Node workloads' probes against the event-loop watchdog (EVENT_LOOP_LIMITS): a pod whose loop lags leaves the
 * endpoints within seconds, a stuck one is restarted, and neither a lag nor boot gets a pod restarted.
 */
function checkWatchdogProbes(objects: K8sObject[]): void {
  for (const name of NODE_WORKLOADS) {
    const container = (find(objects, 'Deployment', name) as Workload).spec.template.spec.containers[0]!;
    const ready = probeTiming(container.readinessProbe!);
    // Failing readiness (the eventLoop check, or no answer behind a busy loop) takes it out within 6 s.
    expect(ready.period * ready.failures, `${name} readiness`).toBeLessThanOrEqual(6);
    expect(ready.timeout * 1_000, `${name} readiness timeout`).toBeGreaterThan(EVENT_LOOP_LIMITS.readyLagMs);
    const live = probeTiming(container.livenessProbe!);
    const restartAfterMs = live.period * live.failures * 1_000;
    // Restarted only once blocked past liveness's limit, and before the watchdog's thread would end it.
    expect(restartAfterMs, `${name} liveness`).toBeGreaterThanOrEqual(EVENT_LOOP_LIMITS.liveBlockMs);
    expect(restartAfterMs, `${name} liveness`).toBeLessThan(EVENT_LOOP_LIMITS.exitBlockMs);
    expect(container.livenessProbe!.timeoutSeconds, `${name} liveness timeout`).toBeDefined();
    // Boot is the start-up probe's: liveness and readiness count only once it passed.
    expect(container.startupProbe?.httpGet.path, `${name} startup`).toBe(HEALTH.live);
  }
}

/** IPv4 and IPv6 private ranges as a whole: a TRUSTED_PROXIES entry this wide trusts every pod. */
const WHOLE_RANGE_BITS = { 4: 16, 6: 48 };

async function expectSchemaValid(objects: K8sObject[]): Promise<void> {
  expect(objects.length).toBeGreaterThan(20);
  const problems: string[] = [];
  for (const object of objects) {
    for (const problem of await schemaProblems(object)) {
      problems.push(`${object.kind}/${object.metadata.name}: ${problem}`);
    }
  }
  expect(problems).toEqual([]);
}

describe('Kubernetes manifests (kustomize, validated offline against the Kubernetes schemas)', () => {
  let tree: string;
  let base: K8sObject[];
  let production: K8sObject[];
  const overlay = () => path.join(tree, 'overlays/production');

  beforeAll(() => {
    tree = copyK8sTree();
    base = kustomizeBuild(path.join(tree, 'base'));
    fs.copyFileSync(path.join(overlay(), 'secrets.env.example'), path.join(overlay(), 'secrets.env'));
    production = kustomizeBuild(overlay());
  });
  afterAll(() => fs.rmSync(tree, { recursive: true, force: true }));

  it('the base renders, every object valid against its schema', async () => {
    await expectSchemaValid(base);
  });

  it('the production overlay renders, every object valid against its schema', async () => {
    await expectSchemaValid(production);
  });

  it('every field of every object, base and production, is one Kubernetes knows (strict, like kubeconform -strict)', () => {
    expect(unknownFieldProblems([...base, ...production])).toEqual([]);
  });

  it('the strict check names a misspelt field', () => {
    const broken = structuredClone(find(production, 'Deployment', 'identity')!) as Workload;
    const container = broken.spec.template.spec.containers[0]! as unknown as Record<string, unknown>;
    container.readinesProbe = container.readinessProbe;
    delete container.readinessProbe;
    expect(unknownFieldProblems([broken]).join()).toMatch(/Deployment\/identity: .*readinesProbe/);
  });

  it('the schema check catches a malformed object (it is no rubber stamp)', async () => {
    const broken = structuredClone(find(production, 'Deployment', 'identity')!) as Workload;
    (broken.spec.template.spec.containers[0]!.ports![0] as { containerPort: unknown }).containerPort = 'http';
    expect((await schemaProblems(broken)).join()).toMatch(/containerPort/);
  });

  it('the base has every workload with probes, resources, a non-root user, Services, HPAs, Ingress, manifest and Job', () => {
    checkTopology(base);
  });

  it('production keeps all of it, in its namespace, with registry images, host, TLS and wider autoscaling', () => {
    checkTopology(production);
    for (const object of production) {
      if (object.kind !== 'Namespace') expect(object.metadata.namespace, object.metadata.name).toBe('pac');
    }
    const images = production
      .filter((object) => ['Deployment', 'Job'].includes(object.kind))
      .flatMap((object) =>
        (object as Workload).spec.template.spec.containers.map((container) => container.image),
      );
    for (const image of images) expect(image).toMatch(/^registry\.example\.com\/pac\/[a-z-]+:[\w.-]+$/);
    const ingress = find(production, 'Ingress', 'pac') as K8sObject & {
      spec: { ingressClassName: string; rules: Array<{ host: string }>; tls: Array<{ hosts: string[] }> };
    };
    expect(ingress.spec.rules[0]!.host).toBe('app.propertyanalysiscalculator.com');
    expect(ingress.spec.tls[0]!.hosts).toEqual([ingress.spec.rules[0]!.host]);
    const hpa = find(production, 'HorizontalPodAutoscaler', 'identity') as K8sObject & {
      spec: { minReplicas: number };
    };
    expect(hpa.spec.minReplicas).toBe(3);
  });

  it('probes every Node workload against its event-loop watchdog, base and production', () => {
    checkWatchdogProbes(base);
    checkWatchdogProbes(production);
  });

  it('production names its proxies in TRUSTED_PROXIES, never a whole private range, and only they reach the API pods', () => {
    const config = generated(production, 'ConfigMap', 'pac-config') as K8sObject & {
      data: Record<string, string>;
    };
    const proxies = (config.data.TRUSTED_PROXIES ?? '').split(',').map((entry) => entry.trim());
    expect(proxies.length).toBeGreaterThan(0);
    for (const entry of proxies) {
      expect(isProxyAddress(entry), entry).toBe(true);
      expect(['loopback', 'linklocal', 'uniquelocal'], entry).not.toContain(entry);
      const [address = '', bits] = entry.split('/');
      const family = address.includes(':') ? 6 : 4;
      if (bits !== undefined) expect(Number(bits), entry).toBeGreaterThan(WHOLE_RANGE_BITS[family]);
    }
    for (const name of NODE_WORKLOADS) {
      const refs = (find(production, 'Deployment', name) as Workload).spec.template.spec.containers[0]!
        .envFrom;
      expect(
        refs?.map((ref) => ref.configMapRef?.name),
        name,
      ).toContain(config.metadata.name);
    }

    type Policy = K8sObject & {
      spec: {
        podSelector: { matchLabels: Record<string, string> };
        policyTypes: string[];
        ingress?: Array<{ from: Array<Record<string, { matchLabels: Record<string, string> }>> }>;
      };
    };
    const api = find(production, 'NetworkPolicy', 'api-from-proxies') as Policy | undefined;
    expect(api, 'NetworkPolicy api-from-proxies').toBeDefined();
    expect(api!.spec.podSelector.matchLabels).toEqual({ 'app.kubernetes.io/component': 'api' });
    expect(api!.spec.policyTypes).toEqual(['Ingress']);
    expect(api!.spec.ingress?.flatMap((rule) => rule.from)).toEqual([
      { namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'ingress-nginx' } } },
      { podSelector: { matchLabels: { 'app.kubernetes.io/name': 'gateway' } } },
    ]);
    // The policy covers every API service's pods.
    for (const name of SERVICES) {
      const labels = (find(production, 'Deployment', name) as Workload).spec.template.metadata?.labels;
      expect(labels, name).toMatchObject(api!.spec.podSelector.matchLabels);
    }
    const worker = find(production, 'NetworkPolicy', 'email-worker-no-ingress') as Policy | undefined;
    expect(worker?.spec.policyTypes).toEqual(['Ingress']);
    expect(worker?.spec.ingress ?? []).toEqual([]);
  });

  it('never sets the test-only EVENT_LOOP_TEST_HOOK (nor does compose or an image)', () => {
    expect(JSON.stringify([...base, ...production])).not.toContain('EVENT_LOOP_TEST_HOOK');
    for (const file of [
      'docker-compose.yml',
      'deploy/docker/node-service.Dockerfile',
      'deploy/docker/node-entrypoint.sh',
      'deploy/k8s/overlays/production/secrets.env.example',
    ])
      expect(fs.readFileSync(path.join(REPO_ROOT, file), 'utf8'), file).not.toContain('EVENT_LOOP_TEST_HOOK');
  });

  it('production generates the Secret from secrets.env and every Node workload and the Job read it', () => {
    const secret = generated(production, 'Secret', 'pac-secrets') as K8sObject & {
      data: Record<string, string>;
    };
    expect(secret, 'Secret pac-secrets').toBeDefined();
    for (const key of [
      'DATABASE_URL',
      'REDIS_URL',
      'JWT_SECRET',
      'SETTINGS_ENCRYPTION_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'ADMIN_PASSWORD',
    ]) {
      expect(Object.keys(secret.data), key).toContain(key);
    }
    for (const object of production.filter((entry) => ['Deployment', 'Job'].includes(entry.kind))) {
      const workload = object as Workload;
      if (!NODE_WORKLOADS.includes(object.metadata.name) && object.kind !== 'Job') continue;
      const refs = workload.spec.template.spec.containers[0]!.envFrom?.map((entry) => entry.secretRef?.name);
      expect(refs, object.metadata.name).toContain(secret.metadata.name);
    }
  });

  it('production backs the database up nightly, with its checksum, to a volume of its own, as a non-root job', () => {
    const cron = find(production, 'CronJob', 'db-backup') as K8sObject & {
      spec: {
        schedule: string;
        concurrencyPolicy: string;
        jobTemplate: { spec: { template: { spec: PodSpec & { volumes: Array<Record<string, unknown>> } } } };
      };
    };
    expect(cron, 'the db-backup CronJob').toBeDefined();
    expect(cron.spec.schedule).toMatch(/^\d+ \d+ \* \* \*$/);
    expect(cron.spec.concurrencyPolicy).toBe('Forbid');
    const pod = cron.spec.jobTemplate.spec.template.spec;
    const container = pod.containers[0]!;
    expect(container.image).toBe('registry.example.com/pac/db-backup:0.1.0');
    expect(JSON.stringify(container.env)).toMatch(
      /"secretKeyRef":\{"key":"DATABASE_URL","name":"pac-secrets-[a-z0-9]{10}"\}/,
    );
    expect(JSON.stringify(pod.volumes)).toContain('"claimName":"pac-backups"');
    expect(find(production, 'PersistentVolumeClaim', 'pac-backups')).toBeDefined();
    expect(JSON.stringify(pod.securityContext)).toContain('"runAsNonRoot":true');
    // The image's script is what the CronJob runs, and writes what `npm run db:restore` checks.
    const script = fs.readFileSync(path.join(REPO_ROOT, 'deploy/docker/db-backup.sh'), 'utf8');
    expect(script).toContain('pg_dump --format=custom');
    expect(script).toContain('sha256sum');
  });

  it('production without secrets.env fails, naming the missing file; the real one is git-ignored', () => {
    fs.rmSync(path.join(overlay(), 'secrets.env'));
    expect(() => kustomizeBuild(overlay())).toThrow(/secrets\.env/);
    const ignored = spawnSync('git', ['check-ignore', '-q', 'deploy/k8s/overlays/production/secrets.env'], {
      cwd: REPO_ROOT,
    });
    expect(ignored.status).toBe(0);
  });
});
