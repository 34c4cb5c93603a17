import { appendFileSync } from 'node:fs';
import type { Reporter as PlaywrightReporter, TestCase, TestResult } from '@playwright/test/reporter';
import type { Reporter as VitestReporter } from 'vitest/node';

/** Appends one line per finished test to TEST_TIMINGS (when set), for npm test's list of the slowest tests. */
const record = (runner: string, name: string, ms: number) => {
  if (process.env.TEST_TIMINGS) appendFileSync(process.env.TEST_TIMINGS, `${JSON.stringify({ runner, name, ms: Math.round(ms) })}\n`);
};

export const vitestTimings = (): VitestReporter => ({
  onTestCaseResult(testCase) {
    const duration = testCase.diagnostic()?.duration;
    if (duration !== undefined) record(testCase.project.name, `${testCase.module.relativeModuleId} > ${testCase.fullName}`, duration);
  },
});

export default class PlaywrightTimings implements PlaywrightReporter {
  onTestEnd(test: TestCase, result: TestResult) {
    record('e2e', `${test.location.file.replace(/^.*\/e2e\//, 'e2e/')} > ${test.title}`, result.duration);
  }
}
