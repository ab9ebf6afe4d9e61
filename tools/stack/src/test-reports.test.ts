import { describe, expect, it } from 'vitest';
import { failedPlaywrightTests, failedVitestTests } from './test-reports.js';

describe("npm test's failed-test list", () => {
  it('names each failed Vitest test by file and full name, and a file that failed before its tests ran', () => {
    const failed = failedVitestTests(
      {
        testResults: [
          {
            name: '/repo/services/identity/src/a.test.ts',
            status: 'failed',
            assertionResults: [
              { fullName: 'sign-in refuses a wrong code', status: 'failed' },
              { fullName: 'sign-in accepts the code', status: 'passed' },
            ],
          },
          { name: '/repo/libs/ui/src/b.test.tsx', status: 'passed', assertionResults: [] },
          {
            name: '/repo/libs/db/src/c.test.ts',
            status: 'failed',
            message: 'Cannot find module x\n    at stack',
            assertionResults: [],
          },
        ],
      },
      '/repo',
    );
    expect(failed).toEqual([
      'services/identity/src/a.test.ts › sign-in refuses a wrong code',
      'libs/db/src/c.test.ts: Cannot find module x',
    ]);
  });

  it('names the Playwright specs that failed every try, not the flaky or passing ones, through nested describes', () => {
    const failed = failedPlaywrightTests({
      suites: [
        {
          title: 'identity.spec.ts',
          file: 'identity.spec.ts',
          specs: [
            { title: 'register', line: 101, tests: [{ status: 'flaky' }] },
            { title: 'forgot password', line: 263, tests: [{ status: 'unexpected' }] },
          ],
          suites: [
            {
              title: 'keyboard',
              specs: [{ title: 'skip link', line: 12, tests: [{ status: 'unexpected' }] }],
            },
          ],
        },
        {
          title: 'marketing.spec.ts',
          file: 'marketing.spec.ts',
          specs: [{ title: 'pages', line: 3, tests: [{ status: 'expected' }] }],
        },
      ],
    });
    expect(failed).toEqual(['identity.spec.ts:263 › forgot password', 'identity.spec.ts:12 › skip link']);
  });

  it('lists nothing when a report is missing', () => {
    expect(failedVitestTests(null)).toEqual([]);
    expect(failedPlaywrightTests(null)).toEqual([]);
  });
});
