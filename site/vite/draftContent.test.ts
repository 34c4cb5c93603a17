import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { seedDocuments } from '../../packages/content/src/contentSeed';
import { draftContent } from './draftContent.ts';

const source = (name: string) => fileURLToPath(new URL(`../../packages/content/src/${name}`, import.meta.url));
const load = (draftContent() as unknown as { load: (id: string) => string | null }).load;

describe('the preview’s build', () => {
  it('makes each module that seeds a document read the document the preview set, and leaves every other module alone', () => {
    for (const document of seedDocuments) {
      const code = load(source(document.module));
      expect(code).toContain(`export const ${document.exportName} = previewDocument(${JSON.stringify(document.key)});`);
      expect(code).toContain('site/preview/previewDocuments.ts');
    }
    expect(load(source('navigation.ts'))).toBeNull();
    expect(load(source('officeAddress.ts'))).toBeNull();
  });
});
