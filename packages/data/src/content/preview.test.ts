import { describe, expect, it } from 'vitest';
import {
  articlePreviewUrl,
  contentPreviewUrl,
  previewCheckMessage,
  previewPages,
  previewRequest,
  readPreviewCheck,
  sharedPreviewUrl,
} from './preview';

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

describe('the preview’s check, told to its editor', () => {
  const problem = { rule: 'link-name', help: 'Οι σύνδεσμοι πρέπει να έχουν ευδιάκριτο κείμενο', places: ['<a href="/tests"></a>'] };
  const message = { type: previewCheckMessage, check: { problems: [problem], weight: 11_380 } };

  it('is read as sent, and a check that failed is read as one (null)', () => {
    expect(readPreviewCheck(message)).toEqual(message);
    expect(readPreviewCheck({ type: previewCheckMessage, check: null })).toEqual({ type: previewCheckMessage, check: null });
  });

  it('is nothing when it is another message or a stranger’s shape', () => {
    expect(readPreviewCheck('cg:preview-check')).toBeNull();
    expect(readPreviewCheck({ ...message, type: 'webpackOk' })).toBeNull();
    expect(readPreviewCheck({ type: previewCheckMessage })).toBeNull();
    expect(readPreviewCheck({ ...message, check: { ...message.check, weight: -1 } })).toBeNull();
    expect(readPreviewCheck({ ...message, check: { ...message.check, weight: 1.5 } })).toBeNull();
    expect(readPreviewCheck({ ...message, check: { ...message.check, problems: [{ ...problem, help: 'x'.repeat(501) }] } })).toBeNull();
    expect(readPreviewCheck({ ...message, check: { ...message.check, problems: [{ ...problem, places: [42] }] } })).toBeNull();
    expect(readPreviewCheck({ ...message, check: { ...message.check, problems: Array(101).fill(problem) } })).toBeNull();
  });
});
