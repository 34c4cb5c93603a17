import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
// Relative paths, not the packages' names: Vite bundles what the config imports relatively, while Node itself would
// load a workspace package's TypeScript (and cannot, before Node 22).
import { seedDocuments } from '../../packages/content/src/contentSeed.ts';
import { noticeTextDate, noticeTextVersion } from '../../packages/content/src/noticeText.ts';
import { backendFrom } from '../../packages/data/src/backend.ts';
import { athensDay } from '../../packages/data/src/athensTime.ts';
import {
  fetchNoticeFacts,
  fetchPublishedContent,
  UnpublishableContent,
  type NoticeFacts,
  type PublishedDocument,
} from '../../packages/data/src/content/published.ts';
import { withFactsFilled } from '../../packages/data/src/content/facts.ts';
import { noteBuildFailure } from './buildFailureNote.ts';
import { buildContentPictures, type BuiltPicture } from './contentPictures.ts';

const contentSource = fileURLToPath(new URL('../../packages/content/src/', import.meta.url));
/** The privacy notice's version with the company's facts (noticeFacts.ts), which the build fills as it fills the documents. */
const noticeFactsModule = `${contentSource}noticeFacts.ts`;

type Published = { documents: Map<string, PublishedDocument>; noticeFacts: NoticeFacts; pictures: BuiltPicture[] };

/**
 * The company's content as staff published it (docs/decisions/036-content-as-data.md): at build time each content
 * module that seeds a document (brand.ts for `company`) is replaced by the document's live version, read from the
 * backend the site talks to and checked against its kind's schema. Every page, prerendered and hydrated, reads it.
 *
 * A build for a configured backend (VITE_SUPABASE_URL, or SITE_ENV=production) that cannot read a document fails,
 * so the host keeps serving the last good build. A local build with no backend running keeps today's content (the
 * seed itself) and says so. Storybook and the dev server read the seed. `SITE_CONTENT=seed` builds from the seed
 * whatever backend answers (the golden test's other side, scripts/golden-build.ts); never a production build.
 */
export function publishedContent({ localBackend }: { localBackend?: { url: string; anonKey: string } } = {}): Plugin {
  let published: Promise<Published | null> | undefined;
  // Vite's env: the process's VITE_ variables and the site's .env files.
  let env: Record<string, string | undefined> = {};
  const strict = () => Boolean(env.VITE_SUPABASE_URL) || process.env.SITE_ENV === 'production';

  const read = async (): Promise<Published | null> => {
    if (process.env.SITE_CONTENT === 'seed') {
      if (process.env.SITE_ENV === 'production')
        throw new Error('Build stopped: a production build reads the published content, never the seed (SITE_CONTENT=seed).');
      console.warn("Build: SITE_CONTENT=seed, the site is built with today's content from packages/content.");
      return null;
    }
    // Without a configured backend, the local one (a test names its own address).
    const backend = env.VITE_SUPABASE_URL ? backendFrom((name) => env[name]) : (localBackend ?? backendFrom((name) => env[name]));
    try {
      const options = { signal: AbortSignal.timeout(10_000) };
      const [read, noticeFacts] = await Promise.all([fetchPublishedContent(backend, options), fetchNoticeFacts(backend, options)]);
      const missing = seedDocuments.filter((document) => !read.has(document.key)).map((document) => document.key);
      if (missing.length) throw new Error(`nothing published for ${missing.join(', ')}`);
      // The facts a text names in braces are written in as the pages read them (facts.ts).
      const filled = withFactsFilled(read.values());
      const documents = new Map([...read].map(([key, document]) => [key, { ...document, data: filled.get(key)! }]));
      return { documents, noticeFacts, pictures: await buildContentPictures(backend.url, documents.values()) };
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
    // The pages draw staff's pictures from the files this build makes of them (site/app/lib/contentPicture.ts).
    config: () => ({ define: { 'import.meta.env.CONTENT_PICTURES_BUILT': 'true' } }),
    configResolved(config) {
      env = config.env;
    },
    async buildStart() {
      published ??= read();
      await published;
    },
    // The pictures' files go with the browser's build (the prerendered pages are written beside them).
    async generateBundle() {
      if (this.environment?.name !== 'client') return;
      for (const picture of (await published)?.pictures ?? [])
        this.emitFile({ type: 'asset', fileName: picture.fileName, source: picture.source });
    },
    async load(id) {
      if (id === noticeFactsModule) {
        const facts = (await published)?.noticeFacts;
        if (!facts) return null;
        const version = facts.revision ? `${noticeTextVersion}.${facts.revision}` : noticeTextVersion;
        const changed = facts.since ? athensDay(facts.since) : '';
        const date = changed > noticeTextDate ? changed : noticeTextDate;
        return `// The privacy notice's version with the facts as published (cg:published-content).\nexport const noticeVersion = ${JSON.stringify(version)};\nexport const noticeDate = ${JSON.stringify(date)};\n`;
      }
      const document = seedDocuments.find((seed) => id === `${contentSource}${seed.module}`);
      if (!document) return null;
      const live = (await published)?.documents.get(document.key);
      if (!live) return null;
      return `// The published version ${live.number} of «${document.key}» (cg:published-content).\nexport const ${document.exportName} = ${JSON.stringify(live.data)};\n`;
    },
  };
}
