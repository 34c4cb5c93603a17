import { describe, expect, it } from 'vitest';
import type { TestCase } from 'vitest/node';
import { retriedTestReport } from './retriedTests';

const testCase = (result: object) =>
  ({
    fullName: 'Filtered',
    module: { relativeModuleId: 'site/app/admin/leads/AdminLeadsPage.stories.tsx' },
    result: () => result,
  }) as unknown as TestCase;

describe('a test that passed on its retry', () => {
  it('is reported with what its failed try threw, its first lines only', () => {
    const message = [
      '',
      'Click to debug the error directly in Storybook: http://localhost:6006/?path=/story/pages-adminleads--filtered',
      '',
      'Unable to find role="table" and name "Βρέθηκαν: 1"',
      '',
      '<body>',
      '  <div>',
      '    <main>',
      '      …',
      '    </main>',
    ].join('\n');
    const report = retriedTestReport(testCase({ state: 'passed', errors: [{ message, name: 'TestingLibraryElementError' }] }));
    expect(report).toContain('passed on its retry: site/app/admin/leads/AdminLeadsPage.stories.tsx > Filtered');
    expect(report).toContain('Unable to find role="table" and name "Βρέθηκαν: 1"');
    expect(report).not.toContain('Click to debug');
    expect(report).not.toContain('</main>');
  });

  it('is not reported when it passed first time, nor when it failed (Vitest reports that itself)', () => {
    expect(retriedTestReport(testCase({ state: 'passed', errors: undefined }))).toBeUndefined();
    expect(retriedTestReport(testCase({ state: 'failed', errors: [{ message: 'x', name: 'Error' }] }))).toBeUndefined();
  });
});
