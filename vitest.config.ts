import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { storyBrowserPath, chromiumArgs } from './scripts/testBrowser.ts';
import { retriedTests } from './scripts/retriedTests.ts';
import { vitestTimings } from './scripts/testTimings.ts';
import { baselinePath, checkCaptureIsDistinct, orphanedBaselines } from './visual/baselines.ts';
import { inlineScripts } from './site/vite/inlineScripts.ts';

// A fresh options object per project: one shared object fails with "Cannot define a nested project".
const chromium = (contextOptions: Record<string, unknown> = {}) => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: { executablePath: storyBrowserPath, args: chromiumArgs },
    contextOptions,
  }),
  instances: [{ browser: 'chromium' as const }],
});

// Pre-bundled up front so Vite never re-optimises mid-run (which breaks browser tests).
const browserDeps = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-dev-runtime',
  'react/jsx-runtime',
  '@ariakit/react',
  'msw',
  'msw/browser',
  'msw-storybook-addon',
  '@supabase/supabase-js',
  'storybook/test',
  '@vanilla-extract/recipes/createRuntimeFn',
  '@formisch/react',
  'valibot',
  'sonner',
  'micromark',
  '@tanstack/react-query',
];

export default defineConfig({
  test: {
    reporters: ['default', orphanedBaselines(), vitestTimings(), retriedTests()],
    // Vitest's screenshot matcher leaves its timeout (20 s here) running after a capture matches, which kept the
    // story step waiting the default 10 s for a close that never comes: a single story file took 31 s instead of
    // 21 s. Nothing of this project needs long to close (the browser is closed with the process).
    teardownTimeout: 1000,
    projects: [
      {
        // A module a test imports may write an inline script (site/vite/inlineScripts.ts).
        plugins: [inlineScripts()],
        test: {
          name: 'unit',
          environment: 'node',
          // Every core: Vitest's default leaves one free (one worker on two cores), and most unit files wait on
          // PGlite, child processes and sockets; two workers took the step from 102 s to 75 s alone (decision 027).
          // On one PostgreSQL server (TEST_DATABASE_URL, the database step) files share its tables: one at a time.
          maxWorkers: process.env.TEST_DATABASE_URL ? 1 : availableParallelism(),
          // npm test runs them beside the story tests, on two busy cores: a test that starts Node three times
          // (launch-check's) took 5.8 s there, over Vitest's default 5 s. A test that hangs still fails.
          testTimeout: 20_000,
          // One migrated database for the run; each test file's backend starts from a copy of it.
          globalSetup: ['packages/local-supabase/src/migratedSnapshot.ts'],
          include: [
            'packages/**/src/**/*.test.ts',
            'site/app/**/*.test.ts',
            'site/host/**/*.test.ts',
            'site/vite/**/*.test.ts',
            'site/preview/**/*.test.ts',
            'deploy/**/*.test.ts',
            'supabase/**/*.test.ts',
            'scripts/**/*.test.ts',
            'visual/**/*.test.ts',
            'docs/**/*.test.ts',
          ],
        },
      },
      {
        plugins: [storybookTest({ configDir: '.storybook' })],
        optimizeDeps: { include: browserDeps, exclude: ['@electric-sql/pglite'] },
        // The preview's no-op capture becomes the real one here, and only here (it needs Vitest's browser API).
        resolve: {
          alias: [{ find: /^\.\/captureEndState$/, replacement: fileURLToPath(new URL('./visual/captureEndState.ts', import.meta.url)) }],
        },
        test: {
          name: 'storybook',
          setupFiles: ['.storybook/vitest.setup.ts'],
          // One frame for every file, one file at a time: a fresh frame per file re-imported the preview, the
          // library and MSW 99 times (about half of the step). Each story still starts clean (the preview's
          // beforeEach and the setup file: seeded data, empty storage, no waiting toast, the previous story
          // unmounted). Two tabs (each a browser context of its own) took the step alone from 487 to 379 s, but in
          // npm test, where the machine is already busy throughout, they saved nothing, and there three of the tests
          // page's stories failed (React Router: "Cannot read properties of undefined (reading 'title')").
          isolate: false,
          fileParallelism: false,
          // Play functions time menus, hover delays and toasts against a real browser; on a loaded 2-core CI
          // machine one of 270 once missed its moment (NavDropdown's StrictMode story, in a fresh-clone run). A broken
          // story fails both tries, as does a real change of a capture; the retry is reported in the output.
          retry: 1,
          // Browser mode's default of 15 s is less than the reports' full page takes on a busy CI host (sign-in, two
          // reports, then a tall capture at two widths: 11 s here, over 15 s on CI at stop 57). A hung story still fails.
          testTimeout: 60_000,
          // A tall window: the tester frame grows to each capture's full height and is never scaled down.
          browser: {
            ...chromium({ viewport: { width: 1400, height: 12000 } }),
            commands: {
              checkCaptureIsDistinct,
              // Chromatic's `prefersReducedMotion`, for the stories that ask for it (visual/captureEndState.ts).
              emulateReducedMotion: async ({ page }, reduce: boolean) => {
                await page.emulateMedia({ reducedMotion: reduce ? 'reduce' : 'no-preference' });
              },
            },
            expect: {
              toMatchScreenshot: { resolveScreenshotPath: ({ arg, browserName, platform }) => baselinePath(arg, browserName, platform) },
            },
          },
        },
      },
    ],
  },
});
