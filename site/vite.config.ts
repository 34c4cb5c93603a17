import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [vanillaExtractPlugin(), reactRouter()],
  // The copyright year in the prerendered HTML; the footer moves it on in the browser (useCurrentYear).
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  // One stylesheet for the whole (small) site: one render-blocking request instead of one per chunk.
  build: { assetsInlineLimit: 0, cssCodeSplit: false },
});
