import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { seedDocuments } from '../../packages/content/src/contentSeed.ts';

const contentSource = fileURLToPath(new URL('../../packages/content/src/', import.meta.url));
const previewDocuments = fileURLToPath(new URL('../preview/previewDocuments.ts', import.meta.url));

/**
 * The preview page's build (site/preview): each content module that seeds a document (brand.ts for `company`) reads
 * the document the preview set, the draft or the published version, instead of its own literal; what the site's
 * build does with the published version at build time (publishedContent.ts), the preview does when it opens.
 */
export function draftContent(): Plugin {
  return {
    name: 'cg:draft-content',
    enforce: 'pre',
    load(id) {
      const document = seedDocuments.find((seed) => id === `${contentSource}${seed.module}`);
      if (!document) return null;
      return `import { previewDocument } from ${JSON.stringify(previewDocuments)};\nexport const ${document.exportName} = previewDocument(${JSON.stringify(document.key)});\n`;
    },
  };
}
