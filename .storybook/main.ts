import { defineMain } from '@storybook/react-vite/node';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

export default defineMain({
  stories: ['../packages/ui/src/**/*.mdx', '../packages/ui/src/**/*.stories.@(ts|tsx)', '../site/app/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest', 'msw-storybook-addon'],
  framework: { name: '@storybook/react-vite', options: {} },
  // public/ holds MSW's service worker; site/public the project's images, so stories show real media.
  staticDirs: ['../public', '../site/public'],
  core: { disableTelemetry: true },
  viteFinal: async (viteConfig) => {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    viteConfig.optimizeDeps = {
      ...viteConfig.optimizeDeps,
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
      ],
    };
    return viteConfig;
  },
});
