import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { chunkGroups } from './vite/chunks.ts';
import { inlineScripts } from './vite/inlineScripts.ts';
import { islandsLoader } from './vite/islandsLoader.ts';
import { publishedContent } from './vite/publishedContent.ts';
import { styles } from './vite/styles.ts';

export default defineConfig({
  plugins: [publishedContent(), inlineScripts(), styles(), reactRouter(), islandsLoader()],
  // The copyright year in the prerendered HTML; the footer moves it on in the browser (useCurrentYear).
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  // One stylesheet for the whole (small) site: one render-blocking request instead of one per chunk.
  build: {
    // Kept for the size budget and the islands loader's address (postbuild moves it out of what the host serves).
    manifest: true,
    assetsInlineLimit: 0,
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: chunkGroups },
      },
    },
  },
});
