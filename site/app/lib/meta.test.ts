import { describe, expect, it } from 'vitest';
import { brand } from '@cg/content/brand';
import { figures } from '@cg/content/figures';
import { seminar } from '@cg/content/seminar';
import { routeFor, routeTable } from '@cg/data/routeTable';
import { buildMeta, headOf, withBrand } from './meta';
import { headMeta } from './headMeta';
import { headLoader, headLoaderAtLocation, metaFor } from './routeMeta';

type Tag = Record<string, unknown>;
const find = (tags: readonly Tag[], key: string, value: string) =>
  tags.find((tag) => tag[key] === value) as Record<string, string> | undefined;
const jsonLd = (tags: readonly Tag[]) =>
  tags.flatMap((tag) => ('script:ld+json' in tag ? [tag['script:ld+json'] as Record<string, unknown>] : []));

describe('page metadata', () => {
  it('adds the brand to a title once', () => {
    expect(withBrand('Άρθρα')).toBe(`Άρθρα | ${brand.name}`);
    expect(withBrand(`Σχετικά με την ${brand.name}`)).toBe(`Σχετικά με την ${brand.name}`);
  });

  it('builds canonical, Open Graph and robots tags from one row', () => {
    const tags = buildMeta({ ...headOf(routeFor('/simvouleftikisep')), noindex: true });
    expect(find(tags, 'rel', 'canonical')?.href).toBe(`${brand.siteUrl}/simvouleftikisep`);
    expect(find(tags, 'property', 'og:locale')?.content).toBe('el_GR');
    expect(find(tags, 'property', 'og:image:width')?.content).toBe('1200');
    expect(find(tags, 'property', 'og:image:height')?.content).toBe('630');
    expect(find(tags, 'name', 'robots')?.content).toBe('noindex, nofollow');
    expect(find(buildMeta(headOf(routeFor('/'))), 'name', 'robots')?.content).toBe('index, follow');
  });

  it('keeps noindex rows out of search results', () => {
    expect(find(metaFor('/students/thank-you')(), 'name', 'robots')?.content).toBe('noindex, nofollow');
    expect(find(metaFor('/simvouleftikisep')(), 'name', 'robots')?.content).toBe('index, follow');
    // The privacy notice is a page people look for.
    expect(find(metaFor('/privacy')(), 'name', 'robots')?.content).toBe('index, follow');
  });

  it('gives every page but home a breadcrumb list from its row, and home its business data', () => {
    const crumbs = jsonLd(metaFor('/simvouleftikisep')()).find((data) => data['@type'] === 'BreadcrumbList');
    expect(crumbs?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Αρχική', item: `${brand.siteUrl}/` },
      { '@type': 'ListItem', position: 2, name: 'Η συνεδρία σας κλείστηκε', item: `${brand.siteUrl}/simvouleftikisep` },
    ]);
    const home = jsonLd(metaFor('/')());
    expect(home.map((data) => data['@type'])).toEqual(['EducationalOrganization']);
  });

  it('hands a prerendered page its tags through its loader, and the thank-you module the row of its path', () => {
    const loaded = headLoader('/students')();
    expect(headMeta({ loaderData: loaded })).toEqual(metaFor('/students')());
    const thankYou = headLoaderAtLocation({ request: new Request(`${brand.siteUrl}/students/thank-you`) });
    expect(find(headMeta({ loaderData: thankYou }), 'rel', 'canonical')?.href).toBe(`${brand.siteUrl}/students/thank-you`);
    expect(headLoaderAtLocation({ request: new Request(`${brand.siteUrl}/nowhere`) }).head).toEqual([]);
    expect(headMeta({ loaderData: undefined })).toEqual([]);
  });

  it('hands a page its frame through its loader: breadcrumbs under home, related services where the row asks', () => {
    const students = headLoader('/students')().frame;
    expect(students.crumbs).toEqual([
      { label: 'Αρχική', href: '/' },
      { label: 'Μαθητές', href: '/students' },
    ]);
    expect(students.related?.currentHref).toBe('/students');
    expect(students.related?.services.map((service) => service.href)).toContain('/foreis');
    expect(headLoader('/')().frame).toEqual({ crumbs: [] });
    expect(headLoader('/privacy')().frame.related).toBeUndefined();
    const thankYou = headLoaderAtLocation({ request: new Request(`${brand.siteUrl}/foreis/thank-you`) }).frame;
    expect(thankYou.crumbs.at(-1)).toEqual({ label: 'Ευχαριστούμε', href: '/foreis/thank-you' });
    expect(headLoaderAtLocation({ request: new Request(`${brand.siteUrl}/nowhere`) }).frame).toEqual({ crumbs: [] });
  });

  it('says the facts the route table names in braces, as published, in the description and the related services, and leaves no brace in any page’s head', () => {
    const seminaria = headLoader('/seminaria')().head as Tag[];
    const description = find(seminaria, 'name', 'description')?.content;
    expect(description).toBe(
      `Πρόγραμμα ${seminar.hours} ωρών σε ${seminar.months} μήνες με πανεπιστημιακό κέντρο, εξ αποστάσεως. Ο ${seminar.cycle}ος κύκλος ξεκινά ${seminar.startsIn}.`,
    );
    const related = headLoader('/students')().frame.related?.services.find((service) => service.href === '/about');
    expect(related?.description).toBe(`Πάνω από ${figures.years} χρόνια επαγγελματικού προσανατολισμού, από το ${brand.foundingYear}.`);
    // Every page's words name only facts the site has: none is left in braces.
    for (const row of routeTable) expect(JSON.stringify(headLoader(row.path)().head), row.path).not.toMatch(/\{[^{}"]*\}/);
  });
});
