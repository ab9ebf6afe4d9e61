/**
 * Strict field check of rendered Kubernetes objects: the JSON schemas (kubernetes-models) accept fields they do not
 * know, as the API server's default non-strict decoding does, so a misspelt `readinesProbe` would pass unnoticed.
 * Here every object is type-checked as an object literal of its `kubernetes-types` interface with the TypeScript
 * compiler, in memory: an unknown or misplaced field anywhere is an excess-property error naming its path.
 */
import path from 'node:path';
import ts from 'typescript';
import type { K8sObject } from './kustomize.js';
import { REPO_ROOT } from './render-routing.js';

// A file that exists only in memory, placed in tools/deploy so `kubernetes-types` resolves from node_modules.
const VIRTUAL_FILE = path.join(REPO_ROOT, 'tools/deploy/__k8s-strict-check__.ts');

/** `apps/v1` → `kubernetes-types/apps/v1`, `v1` → `kubernetes-types/core/v1`, `networking.k8s.io/v1` → networking. */
function typesModule(apiVersion: string): string {
  const [group, version] = apiVersion.includes('/') ? apiVersion.split('/') : ['core', apiVersion];
  return `kubernetes-types/${group!.replace(/\.k8s\.io$/, '')}/${version}`;
}

/** Problems per object (`Kind/name: message`); empty when every field of every object is known. */
export function unknownFieldProblems(objects: K8sObject[]): string[] {
  const lines: string[] = [];
  objects.forEach((object, index) => {
    const module = typesModule(object.apiVersion);
    lines.push(
      `// ${object.kind}/${object.metadata.name}`,
      `export const o${index}: import('${module}').${object.kind} = ${JSON.stringify(object)};`,
    );
  });
  const source = lines.join('\n');

  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (fileName, languageVersion, ...rest) =>
    path.resolve(fileName) === VIRTUAL_FILE
      ? ts.createSourceFile(fileName, source, languageVersion)
      : getSourceFile.call(host, fileName, languageVersion, ...rest);
  host.fileExists = (fileName) => path.resolve(fileName) === VIRTUAL_FILE || fileExists.call(host, fileName);
  host.readFile = (fileName) =>
    path.resolve(fileName) === VIRTUAL_FILE ? source : readFile.call(host, fileName);

  const program = ts.createProgram([VIRTUAL_FILE], options, host);
  const sourceFile = program.getSourceFile(VIRTUAL_FILE)!;
  return ts.getPreEmitDiagnostics(program, sourceFile).map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    if (diagnostic.start === undefined) return message;
    const line = sourceFile.getLineAndCharacterOfPosition(diagnostic.start).line;
    const label = source.split('\n')[line - 1]?.replace(/^\/\/ /, '') ?? '?';
    return `${label}: ${message}`;
  });
}
