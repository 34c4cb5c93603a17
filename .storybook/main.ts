import { defineMain } from '@storybook/react-vite/node';
import { inlineScripts } from '../site/vite/inlineScripts.ts';
import { styles } from '../site/vite/styles.ts';
import { localSupabaseSnapshot } from '@cg/local-supabase/snapshotPlugin';
import { storyStartsAt } from './clock.ts';

export default defineMain({
  stories: ['../packages/ui/src/**/*.mdx', '../packages/ui/src/**/*.stories.@(ts|tsx)', '../site/app/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest', 'msw-storybook-addon'],
  framework: { name: '@storybook/react-vite', options: {} },
  // public/ holds MSW's service worker; site/public the project's images, so stories show real media.
  staticDirs: ['../public', '../site/public'],
  core: { disableTelemetry: true },
  // Storybook's own "Get started" checklist is for people learning Storybook, not for designers reviewing components.
  features: { sidebarOnboardingChecklist: false },
  // Props tables with the types the code declares (react-docgen reads `readonly Item[]` as `unknown`).
  // The library's own program: the root tsconfig holds only the tools' configs, so it would document nothing.
  typescript: { reactDocgen: 'react-docgen-typescript', reactDocgenTypescriptOptions: { tsconfigPath: './packages/ui/tsconfig.json' } },
  viteFinal: async (viteConfig) => {
    // The stories' backend runs in the page, from a database built once per start (decision 005).
    viteConfig.plugins = [...(viteConfig.plugins ?? []), inlineScripts(), styles(), localSupabaseSnapshot({ at: storyStartsAt })];
    viteConfig.optimizeDeps = {
      ...viteConfig.optimizeDeps,
      // PGlite finds its WebAssembly and data files beside its own module, which pre-bundling would move.
      exclude: [...(viteConfig.optimizeDeps?.exclude ?? []), '@electric-sql/pglite'],
      include: [
        ...(viteConfig.optimizeDeps?.include ?? []),
        'react',
        'react-dom/client',
        'react/jsx-dev-runtime',
        '@ariakit/react',
        'msw',
        'msw/browser',
        'msw-storybook-addon',
        '@supabase/supabase-js',
        '@vanilla-extract/recipes/createRuntimeFn',
        // Found late, these made the dev server re-optimise and reload the page under a story being opened.
        '@formisch/react',
        'valibot',
        'sonner',
        'micromark',
        '@tanstack/react-query',
        'react-dom',
        'react/jsx-runtime',
      ],
    };
    return viteConfig;
  },
});
