/**
 * Renders deploy/k8s with kustomize (`kubectl kustomize`, or a standalone `kustomize build`) and validates every
 * object offline against the Kubernetes OpenAPI schemas compiled into the `kubernetes-models` package.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { K8S_DIR } from './render-routing.js';

export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  [key: string]: unknown;
}

function kustomizeCommand(): { command: string; args: string[] } {
  for (const candidate of [
    { command: 'kubectl', args: ['kustomize'] },
    { command: 'kustomize', args: ['build'] },
  ]) {
    const probe = spawnSync(candidate.command, [...candidate.args, '--help'], { encoding: 'utf8' });
    if (probe.status === 0) return candidate;
  }
  throw new Error(
    'Neither `kubectl kustomize` nor `kustomize` is on PATH: install kubectl (it bundles kustomize) to render deploy/k8s.',
  );
}

/** Runs kustomize on a directory; throws with kustomize's own message when it fails. */
export function kustomizeBuild(dir: string): K8sObject[] {
  const { command, args } = kustomizeCommand();
  const result = spawnSync(command, [...args, dir], { encoding: 'utf8', maxBuffer: 32 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} ${dir} failed:\n${result.stderr}`);
  return parseAllDocuments(result.stdout)
    .map((document) => document.toJS() as K8sObject | null)
    .filter((object): object is K8sObject => object !== null);
}

/** A copy of deploy/k8s in a temp folder (overlays may need files, such as secrets.env, that are never committed). */
export function copyK8sTree(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pac-k8s-'));
  fs.cpSync(K8S_DIR, dir, { recursive: true, filter: (source) => path.basename(source) !== 'secrets.env' });
  return dir;
}

/** Validates one object against its Kubernetes schema; returns the problems (empty when valid). */
export async function schemaProblems(object: K8sObject): Promise<string[]> {
  let Model: new (data: unknown) => { validate(): void };
  try {
    const module = (await import(
      /* @vite-ignore */ `kubernetes-models/${object.apiVersion}/${object.kind}`
    )) as Record<string, new (data: unknown) => { validate(): void }>;
    Model = module[object.kind]!;
  } catch {
    return [`no Kubernetes schema for ${object.apiVersion} ${object.kind}`];
  }
  try {
    new Model(normalize(object)).validate();
    return [];
  } catch (error) {
    return [(error as Error).message];
  }
}

/**
 * kustomize wraps long base64 values of generated Secrets into lines; the API server decodes them as Go's base64
 * does, skipping line breaks, while the schema's `byte` pattern allows none. Compare what the server sees.
 */
function normalize(object: K8sObject): K8sObject {
  if (object.kind !== 'Secret' || typeof object.data !== 'object' || object.data === null) return object;
  const data = Object.fromEntries(
    Object.entries(object.data as Record<string, unknown>).map(([key, value]) => [
      key,
      typeof value === 'string' ? value.replace(/[\r\n]/g, '') : value,
    ]),
  );
  return { ...object, data };
}
