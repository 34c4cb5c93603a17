import { describe, expect, it } from 'vitest';
import { articlePreview, previewPages } from '@cg/data/contentPreview';
import { routeAt } from '@cg/data/routeTable';
import { seedDocuments } from '../../packages/content/src/contentSeed';
import { previewPageComponents } from './previewPageComponents';

describe('what the preview shows', () => {
  it('every document staff edit (and the article they write), on pages of the route table, each with the site’s page component to render it', () => {
    expect(Object.keys(previewPages).sort()).toEqual(seedDocuments.map((document) => document.key).sort());
    for (const path of [...Object.values(previewPages).flat(), articlePreview.path]) {
      expect(routeAt(path)?.path, path).toBe(path);
      expect(previewPageComponents[path], path).toBeTypeOf('function');
    }
  });
});
