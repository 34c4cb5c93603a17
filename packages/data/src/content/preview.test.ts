import { describe, expect, it } from 'vitest';
import { articlePreviewUrl, contentPreviewUrl, previewPages, previewRequest, sharedPreviewUrl } from './preview';

describe('the preview page’s address', () => {
  it('is what the editor writes: the document, one of its pages, and a count that reloads the frame', () => {
    expect(contentPreviewUrl('company', '/privacy', 3)).toBe('/admin/preview?key=company&path=%2Fprivacy&load=3');
    expect(previewRequest('?key=company&path=%2Fprivacy&load=3')).toEqual({ key: 'company', path: '/privacy' });
  });

  it('carries a shared link’s token, and the document and page it was shared for', () => {
    const url = sharedPreviewUrl('https://www.example.gr', 'company', '/privacy', 'aaa.bbb-_.ccc');
    expect(url).toBe('https://www.example.gr/admin/preview?key=company&path=%2Fprivacy&share=aaa.bbb-_.ccc');
    expect(previewRequest(new URL(url).search)).toEqual({ key: 'company', path: '/privacy', share: 'aaa.bbb-_.ccc' });
  });

  it('shows a document only on its own pages, and nothing for a key or page a stranger wrote', () => {
    expect(previewRequest('?key=home-testimonials&path=/seminaria')).toBeNull();
    expect(previewRequest('?key=company&path=https://elsewhere.example/')).toBeNull();
    expect(previewRequest('?key=company&path=//elsewhere.example')).toBeNull();
    expect(previewRequest('?key=__proto__&path=/')).toBeNull();
    expect(previewRequest('?key=toString&path=/')).toBeNull();
    expect(previewRequest('')).toBeNull();
    expect(previewRequest('?key=company&path=/&share=<script>')).toBeNull();
    expect(previewRequest(`?key=company&path=/&share=${'a'.repeat(400)}.${'b'.repeat(400)}.${'c'.repeat(400)}`)).toBeNull();
    for (const [key, pages] of Object.entries(previewPages))
      for (const path of pages) expect(previewRequest(`?${new URLSearchParams({ key, path })}`)).toEqual({ key, path });
  });

  it('shows the article editor’s draft as the article’s page, never at another page nor by a shared link', () => {
    expect(previewRequest(articlePreviewUrl(2).slice(articlePreviewUrl(2).indexOf('?')))).toEqual({
      key: 'article',
      path: '/articles/:slug',
    });
    expect(previewRequest('?key=article&path=/')).toBeNull();
    expect(previewRequest('?key=article&path=/articles/some-slug')).toBeNull();
    expect(previewRequest('?key=article&path=%2Farticles%2F%3Aslug&share=aaa.bbb.ccc')).toBeNull();
  });
});
