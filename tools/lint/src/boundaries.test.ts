import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Lints virtual files with the workspace's real eslint.config.js, placed inside the project they pretend to be in.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId?.startsWith('boundaries/'));
}

describe('workspace boundaries', () => {
  it('stops a remote importing a service or a server library', async () => {
    const errors = await boundaryErrors(
      'mfe-account/src/features/login/boundary-probe.ts',
      [
        "import { IP_LIMITS } from '@pac/identity';",
        "import { MailOutbox } from '@pac/server-kit';",
        "import { createPrismaClient } from '@pac/db';",
        "import { x } from '../../../../services/identity/src/common/rate-limits.js';",
        'export const probe = [IP_LIMITS, MailOutbox, createPrismaClient, x];',
      ].join('\n'),
    );
    expect(errors.map((error) => [error.ruleId, error.line])).toEqual([
      ['boundaries/dependency-tags', 1],
      ['boundaries/dependency-tags', 2],
      ['boundaries/dependency-tags', 3],
      ['boundaries/dependency-tags', 4],
    ]);
    expect(errors[0]?.message).toContain('may not import @pac/identity');
  });

  it('stops a feature importing another feature of the same remote', async () => {
    const errors = await boundaryErrors(
      'mfe-calculator/src/features/analyser/live/boundary-probe.tsx',
      [
        "import { DealRow } from '../../deals/deals-list/deal-row.js';",
        "export const probe = () => import('../../shared-deal/shared-deal-page.js');",
        'export { DealRow };',
      ].join('\n'),
    );
    expect(errors.map((error) => [error.ruleId, error.line])).toEqual([
      ['boundaries/feature-isolation', 1],
      ['boundaries/feature-isolation', 2],
    ]);
  });

  it('stops bench and tools reaching into a service by relative path', async () => {
    const bench = await boundaryErrors(
      'bench/boundary-probe.ts',
      "export { SmtpSink } from '../services/email-worker/src/testing/smtp-sink.js';",
    );
    const tool = await boundaryErrors(
      'tools/stack/src/boundary-probe.ts',
      "export { IP_LIMITS } from '../../../services/identity/src/common/rate-limits.js';",
    );
    expect(bench.map((error) => error.message)).toEqual([
      'Import @pac/email-worker by its package name, not by a relative path into its files.',
    ]);
    expect(tool.map((error) => error.message)).toEqual([
      'Import @pac/identity by its package name, not by a relative path into its files.',
    ]);
  });

  it('lets each kind import what it may', async () => {
    const remote = await boundaryErrors(
      'mfe-calculator/src/features/analyser/live/boundary-probe.tsx',
      [
        "import { ROUTES } from '@pac/contracts';",
        "import { Button } from '@pac/ui';",
        "import { ResultsView } from '../../../components/results/results-view.js';",
        "import { analyse } from '../engine/analyser-engine.js';",
        'export const probe = [ROUTES, Button, ResultsView, analyse];',
      ].join('\n'),
    );
    const bench = await boundaryErrors(
      'bench/boundary-probe.ts',
      "export { SmtpSink } from '@pac/email-worker/testing';\nexport { freePort } from '@pac/stack/net';",
    );
    const service = await boundaryErrors(
      'services/billing/src/boundary-probe.ts',
      "export * from '@pac/server-kit';",
    );
    expect([...remote, ...bench, ...service]).toEqual([]);
  });
});
