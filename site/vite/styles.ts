import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/**
 * vanilla-extract, whose own compiler evaluates each `.css.ts` file with what it imports: it must know the inline
 * scripts too (a stylesheet that imports a component module that imports one), and only those of the site's plugins.
 */
export const styles = () =>
  vanillaExtractPlugin({ unstable_pluginFilter: ({ name }) => name === 'vite-tsconfig-paths' || name === 'cg:inline-scripts' });
