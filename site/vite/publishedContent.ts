import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
// Relative paths, not the packages' names: Vite bundles what the config imports relatively, while Node itself would
// load a workspace package's TypeScript (and cannot, before Node 22).
import { seedDocuments } from '../../packages/content/src/contentSeed.ts';
import { backendFrom } from '../../packages/data/src/backend.ts';
import { fetchPublishedContent, UnpublishableContent, type PublishedDocument } from '../../packages/data/src/content/published.ts';
import { noteBuildFailure } from './buildFailureNote.ts';

const contentSource = fileURLToPath(new URL('../../packages/content/src/', import.meta.url));

/**
 * The company's content as staff published it (docs/decisions/036-content-as-data.md): at build time each content
 * module that seeds a document (brand.ts for `company`) is replaced by the document's live version, read from the
 * backend the site talks to and checked against its kind's schema. Every page, prerendered and hydrated, reads it.
 *
 * A build for a configured backend (VITE_SUPABASE_URL, or SITE_ENV=production) that cannot read a document fails,
 * so the host keeps serving the last good build. A local build with no backend running keeps today's content (the
 * seed itself) and says so. Storybook and the dev server read the seed.
 */
export function publishedContent({ localBackend }: { localBackend?: { url: string; anonKey: string } } = {}): Plugin {
  let documents: Promise<Map<string, PublishedDocument> | null> | undefined;
  // Vite's env: the process's VITE_ variables and the site's .env files.
  let env: Record<string, string | undefined> = {};
  const strict = () => Boolean(env.VITE_SUPABASE_URL) || process.env.SITE_ENV === 'production';

  const read = async (): Promise<Map<string, PublishedDocument> | null> => {
    // Without a configured backend, the local one (a test names its own address).
    const backend = env.VITE_SUPABASE_URL ? backendFrom((name) => env[name]) : (localBackend ?? backendFrom((name) => env[name]));
    try {
      const published = await fetchPublishedContent(backend, { signal: AbortSignal.timeout(10_000) });
      const missing = seedDocuments.filter((document) => !published.has(document.key)).map((document) => document.key);
      if (missing.length) throw new Error(`nothing published for ${missing.join(', ')}`);
      return published;
    } catch (error) {
      const reason = `the published content from ${backend.url}: ${error instanceof Error ? error.message : String(error)}`;
      if (strict()) {
        if (error instanceof UnpublishableContent) noteBuildFailure('content-invalid', error.key);
        else noteBuildFailure('content-unreadable');
        throw new Error(`Build stopped: ${reason}. The live site keeps its last build.`);
      }
      console.warn(`Build: no ${reason}; the site is built with today's content from packages/content.`);
      return null;
    }
  };

  return {
    name: 'cg:published-content',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      env = config.env;
    },
    async buildStart() {
      documents ??= read();
      await documents;
    },
    async load(id) {
      const document = seedDocuments.find((seed) => id === `${contentSource}${seed.module}`);
      if (!document) return null;
      const published = (await documents)?.get(document.key);
      if (!published) return null;
      return `// The published version ${published.number} of «${document.key}» (cg:published-content).\nexport const ${document.exportName} = ${JSON.stringify(published.data)};\n`;
    },
  };
}
