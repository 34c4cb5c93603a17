import { describe, expect, it } from 'vitest';
import { isArticleSlug } from '@cg/data/published';
import { slugAt } from './currentArticle';

describe('the slug an address names, on an article’s page', () => {
  it('is its last segment, a trailing slash aside', () => {
    expect(slugAt('/articles/pos-dialegoume-spoudes')).toBe('pos-dialegoume-spoudes');
    expect(slugAt('/articles/pos-dialegoume-spoudes/')).toBe('pos-dialegoume-spoudes');
  });

  it('reads an encoded address as the visitor typed it, which is then no slug', () => {
    expect(slugAt('/articles/BAD%20SLUG')).toBe('BAD SLUG');
    expect(isArticleSlug(slugAt('/articles/BAD%20SLUG'))).toBe(false);
  });

  it('is nothing for an address no slug could be (a broken escape), which reads as no article', () => {
    expect(slugAt('/articles/%E0%A4%A')).toBe('');
    expect(isArticleSlug(slugAt('/articles/%E0%A4%A'))).toBe(false);
  });
});
