import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

/**
 * The islands loader (decision 028) as an entry of the browser build of its own, beside React Router's: the only
 * script of the pages that hydrate no route (scripts/postbuild.mjs writes its address into them).
 */
function islandsLoader(): Plugin {
  return {
    name: 'cg:islands-loader',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildStart() {
      this.emitFile({ type: 'chunk', id: fileURLToPath(new URL('./app/islands/loader.ts', import.meta.url)), name: 'islands' });
    },
  };
}

export default defineConfig({
  plugins: [vanillaExtractPlugin(), reactRouter(), islandsLoader()],
  // The copyright year in the prerendered HTML; the footer moves it on in the browser (useCurrentYear).
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  // One stylesheet for the whole (small) site: one render-blocking request instead of one per chunk.
  build: {
    assetsInlineLimit: 0,
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // Fewer, larger shared chunks on the way to hydration (decision 015, measured with pnpm budget):
        // the layout and type primitives, under nearly every component and the shell's footer, in one
        // chunk; the library's and the content's modules that most routes share in one chunk each,
        // instead of a request and a gzip frame per tiny module. The share counts are the ones that
        // gave every route its smallest first load; a module fewer routes use stays with them.
        codeSplitting: {
          groups: [
            // React and React DOM in one chunk of their own, which hydrated pages load at once and a page of islands
            // with its first island (decision 028): outside the shell's chunk below, which would otherwise take them in.
            { name: 'react', priority: 10, test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // The consent answer's store, which the consent islands read without React: kept out of the shell chunk too.
            { name: 'consent-store', priority: 5, test: /site[\\/]app[\\/]consent[\\/]consentStore/ },
            // What islands enhanced without React use from the library and the content (the consent bar's room at the
            // page's end, the counters' count, the consent texts): out of the chunks of the components they also serve,
            // which bring React along.
            {
              name: 'without-react',
              priority: 6,
              test: /packages[\\/](ui[\\/]src[\\/](ConsentBar[\\/]reserveBottom|StatCounters[\\/](countUp|countUpInPlace|formatCount)|ProcessSteps[\\/]stepReveal|tokens[\\/]media)|content[\\/]src[\\/]consent)\./,
            },
            // Vite's helper for dynamic imports, which the loader needs before any island: kept out of the shell chunk.
            { name: 'preload-helper', priority: 11, test: /preload-helper/ },
            // The shell's islands and what places them, which hydrated pages import at once and the islands loader
            // when one hydrates: one chunk, instead of one for each.
            {
              name: 'shell',
              priority: 4,
              test: /site[\\/]app[\\/](islands[\\/](HeaderIsland|Island|islandRenderer)|consent[\\/](ConsentPrompt|ConsentQuestionInHtml|adConsent))/,
            },
            {
              name: 'primitives',
              priority: 3,
              test: /packages[\\/]ui[\\/]src[\\/]((Box|Stack|Inline|Tiles|Columns|Heading|Text|PageHeader)[\\/]|styles[\\/](cx|typography))/,
            },
            { name: 'ui-shared', priority: 2, test: /packages[\\/]ui[\\/]src[\\/]/, minShareCount: 10 },
            { name: 'content-shared', priority: 1, test: /packages[\\/]content[\\/]src[\\/]/, minShareCount: 12 },
          ],
        },
      },
    },
  },
});
