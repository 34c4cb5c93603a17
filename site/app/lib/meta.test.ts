import { describe, expect, it } from 'vitest';
import { brand } from '../content/brand';
import { homeMeta, metaForPath, routeMeta } from '../content/metadata';
import { buildMeta, withBrand } from './meta';

const find = (tags: ReturnType<typeof buildMeta>, key: string, value: string) =>
  tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;

describe('page metadata', () => {
  it('adds the brand to a title once', () => {
    expect(withBrand('Άρθρα')).toBe(`Άρθρα | ${brand.name}`);
    expect(withBrand(`Σχετικά με την ${brand.name}`)).toBe(`Σχετικά με την ${brand.name}`);
  });

  it('falls back to the home metadata for unknown routes', () => {
    expect(metaForPath('/no-such-page')).toBe(homeMeta);
  });

  it('builds canonical, Open Graph and robots tags from one row', () => {
    const tags = buildMeta({ ...routeMeta['/simvouleftikisep']!, noindex: true });
    expect(find(tags, 'rel', 'canonical')?.href).toBe(`${brand.siteUrl}/simvouleftikisep`);
    expect(find(tags, 'property', 'og:locale')?.content).toBe('el_GR');
    expect(find(tags, 'property', 'og:image:width')?.content).toBe('1200');
    expect(find(tags, 'property', 'og:image:height')?.content).toBe('630');
    expect(find(tags, 'name', 'robots')?.content).toBe('noindex, nofollow');
    expect(find(buildMeta(homeMeta), 'name', 'robots')?.content).toBe('index, follow');
    // Only the thank-you pages and the admin are kept out of search results.
    expect(find(buildMeta(routeMeta['/simvouleftikisep']!), 'name', 'robots')?.content).toBe('index, follow');
  });
});
