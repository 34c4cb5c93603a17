import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// A fresh options object per project: one shared object fails with "Cannot define a nested project".
const chromium = (contextOptions: Record<string, unknown> = {}) => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: {
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
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

/**
 * The screenshot harness mocks the backend as Storybook does, with MSW's service worker; Storybook serves
 * the worker script from public/ (a static dir), this project's public dir is site/public (the images).
 */
const serveMswWorker = (): Plugin => ({
  name: 'serve-msw-worker',
  configureServer(server) {
    server.middlewares.use('/mockServiceWorker.js', (_request, response) => {
      response.setHeader('Content-Type', 'text/javascript');
      response.end(readFileSync(new URL('./public/mockServiceWorker.js', import.meta.url)));
    });
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/**/src/**/*.test.ts', 'site/app/**/*.test.ts', 'site/host/**/*.test.ts', 'deploy/**/*.test.ts', 'supabase/**/*.test.ts', 'scripts/**/*.test.mjs'],
        },
      },
      {
        plugins: [storybookTest({ configDir: '.storybook' })],
        optimizeDeps: { include: browserDeps },
        test: {
          name: 'storybook',
          // Play functions time menus, hover delays and toasts against a real browser; on a loaded 2-core CI
          // machine one of 270 once missed its moment (NavDropdown's StrictMode story, in a fresh-clone run). A broken
          // story fails both tries; the retry is reported in the output.
          retry: 1,
          browser: chromium(),
        },
      },
      {
        plugins: [vanillaExtractPlugin(), react(), serveMswWorker()],
        optimizeDeps: { include: [...browserDeps, '@storybook/react-vite'] },
        publicDir: 'site/public',
        test: {
          name: 'visual',
          include: ['visual/**/*.visual.test.tsx'],
          // A real change differs on every try; one retry only absorbs a rare capture taken mid-decode.
          retry: 1,
          // Motion off: counters show final values and transitions end at once, so captures are stable.
          // A tall window: the tester iframe grows to each story's full height and is never scaled down.
          browser: chromium({ reducedMotion: 'reduce', viewport: { width: 1400, height: 12000 } }),
        },
      },
    ],
  },
});
