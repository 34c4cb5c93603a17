import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { builtSite } from '../host/builtSite.ts';
import { draftContent } from '../vite/draftContent.ts';
import { inlineScripts } from '../vite/inlineScripts.ts';
import { styles } from '../vite/styles.ts';

const preview = fileURLToPath(new URL('.', import.meta.url));

/**
 * The draft's preview page (docs/decisions/036-content-as-data.md), built apart from the site after it, into the same
 * folder: its own module graph, so that the content modules can read a draft without any of it reaching a public
 * page. It lands at admin/preview.html, its files under admin/preview-assets/.
 */
export default defineConfig({
  root: preview,
  // The site's .env files and VITE_ variables: the same backend the site talks to.
  envDir: fileURLToPath(new URL('..', import.meta.url)),
  plugins: [draftContent(), inlineScripts(), styles()],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  build: {
    outDir: builtSite().client,
    emptyOutDir: false,
    assetsDir: 'admin/preview-assets',
    assetsInlineLimit: 0,
    rolldownOptions: {
      input: fileURLToPath(new URL('admin/preview.html', import.meta.url)),
      // Ariakit's "use client" means nothing without server components; the site's own build says so once already.
      onLog: (level, log, write) => (log.code === 'MODULE_LEVEL_DIRECTIVE' ? undefined : write(level, log)),
      checks: { pluginTimings: false },
    },
  },
});
