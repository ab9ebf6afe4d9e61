/** What `npm test` reads from Vitest's and Playwright's JSON reports: the counts and the names of the failed tests. */
import path from 'node:path';

export interface VitestReport {
  numPassedTests?: number;
  numFailedTests?: number;
  testResults?: {
    name: string;
    status?: string;
    message?: string;
    assertionResults?: { fullName: string; status: string }[];
  }[];
}
interface PlaywrightSuite {
  title: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: { title: string; line?: number; tests?: { status?: string }[] }[];
}
export interface PlaywrightReport {
  stats?: { expected?: number; unexpected?: number; flaky?: number };
  suites?: PlaywrightSuite[];
}

export function failedVitestTests(report: VitestReport | null, root = process.cwd()): string[] {
  return (report?.testResults ?? []).flatMap((file) => {
    const where = path.relative(root, file.name);
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (failed.length) return failed.map((test) => `${where} › ${test.fullName}`);
    // A file that failed before any test ran (import or hook error) has no failed assertion to name.
    return file.status === 'failed' ? [`${where}: ${(file.message ?? 'failed').split('\n')[0]}`] : [];
  });
}

export function failedPlaywrightTests(report: PlaywrightReport | null): string[] {
  const walk = (suite: PlaywrightSuite, file: string): string[] => [
    ...(suite.specs ?? [])
      .filter((spec) => spec.tests?.some((test) => test.status === 'unexpected'))
      .map((spec) => `${file}:${spec.line ?? 0} › ${spec.title}`),
    ...(suite.suites ?? []).flatMap((child) => walk(child, file)),
  ];
  return (report?.suites ?? []).flatMap((suite) => walk(suite, suite.file ?? suite.title));
}
