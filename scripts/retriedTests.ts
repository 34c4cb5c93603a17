import type { Reporter, TestCase } from 'vitest/node';

/** The first lines of what a failed try threw (without Storybook's link to itself): a timeout told from a changed capture. */
const firstLines = (message: string) =>
  message
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('Click to debug the error directly in Storybook'))
    .slice(0, 5)
    .join('\n    ');

/** What a test that passed on its retry said when it failed, or nothing. */
export function retriedTestReport(testCase: Pick<TestCase, 'fullName' | 'module' | 'result'>): string | undefined {
  const result = testCase.result();
  if (result.state !== 'passed' || !result.errors?.length) return undefined;
  const errors = result.errors.map((error) => `    ${firstLines(error.message)}`).join('\n');
  return `passed on its retry: ${testCase.module.relativeModuleId} > ${testCase.fullName}; the failed try said:\n${errors}`;
}

/**
 * A story test may pass on its retry (vitest.config.ts says why), and Vitest's own report then says only
 * "(retry x1)": the failed try's error is printed here, so a story that is flaky on a busy host can be told from one
 * that races, in a CI log, which is all there is of it.
 */
export const retriedTests = (): Reporter => ({
  onTestCaseResult(testCase) {
    const report = retriedTestReport(testCase);
    if (report) console.log(report);
  },
});
