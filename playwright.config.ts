import { defineConfig, devices } from '@playwright/test';
import { e2eBackend, e2eBackendEnv } from './e2e/backend';
import { e2eBrowserPath, chromiumArgs } from './scripts/testBrowser';

const port = Number(process.env.E2E_PORT ?? 4173);
/**
 * Specs that change what every other spec shares, so they run after them: staff publish an event or the company's facts and the site is
 * built again (e2e/staticHost.ts); the reminders fix the backend's clock.
 */
const lastSpecs = /(rebuilds|event-reminders)\.spec\.ts/;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Two cores here: two workers, one browser.
  workers: 2,
  // A failing test runs once more, recording a trace to debug it with; recording every test's trace in case it
  // fails took a quarter of the step (e2e alone: 3.1 min with it, 2.4 without). A test that passes only on its
  // second try still fails the run: a retry is for the trace, never for a verdict.
  retries: 1,
  failOnFlakyTests: true,
  // Waits are for states, never for time: on two busy cores a client-rendered page or a late hydration can
  // take longer than Playwright's default 5 s to get there, which is not what these tests are about.
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  // The list, and each test's time for npm test's ten slowest.
  reporter: [['list'], ['./scripts/testTimings.ts']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'on-first-retry',
    // The browser's own policy reports (report-uri) carry no page as their client, so Chromium's Local Network Access
    // takes them for a public page's request to the loopback backend and refuses them; deployed, site and backend
    // are both public and nothing is refused.
    // And a request a page makes as it is left (its web vitals' beacon) goes out with the browser's own user agent,
    // not the page's: the headless shell's would be taken for a crawler's and not counted, as it should be.
    launchOptions: {
      executablePath: e2eBrowserPath,
      args: [...chromiumArgs, '--disable-features=LocalNetworkAccessChecks', `--user-agent=${devices['Desktop Chrome'].userAgent}`],
    },
  },
  // A build beside the other specs would prerender the articles they create and delete meanwhile, and a fixed clock
  // would move the schedules that send their e-mails: those specs run last (`--no-deps` runs them on their own).
  projects: [
    { name: 'chromium', testIgnore: lastSpecs, use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'last', testMatch: lastSpecs, dependencies: ['chromium'], use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: [
    {
      command: `node --import tsx scripts/serve-site.ts ${port}`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      // The local backend the built site talks to, with its own data and a known admin to read leads back.
      command: 'node --import tsx packages/local-supabase/src/main.ts',
      url: `${e2eBackend.url}/rest/v1/articles?select=slug&limit=1`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      env: e2eBackendEnv(port),
    },
  ],
});
