import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import type { brand } from '@cg/content/brand';
import type { aboutTeam } from '@cg/content/team';
import type { podcastList } from '@cg/content/podcastEpisodes';
import type { homeTestimonials } from '@cg/content/testimonials';
import type { tvList } from '@cg/content/tvList';
import type { seminarFaq } from '@cg/content/seminarFaq';
import type { pageHeroes } from '@cg/content/heroes';
import type { homeServices } from '@cg/content/homeServices';
import type { pageSections } from '@cg/content/pageSections';
import type { studentsProgrammeCards } from '@cg/content/studentsProgrammeCards';
import type { mixanografikaSteps } from '@cg/content/mixanografikaSteps';
import type { aboutHistoryList } from '@cg/content/aboutHistoryList';
import type { testDescriptions } from '@cg/content/testDescriptions';
import type { statLabels } from '@cg/content/statLabels';
import { describe, expect, it } from 'vitest';
import { placeholderFields, seedDocuments } from '@cg/content/contentSeed';
import { fetchPublishedContent } from '@cg/data/publishedContent';
import { startLocalSupabase } from '@cg/local-supabase';
import { openDatabase } from '@cg/local-supabase/database';
import { contentKinds, type ContentKind } from '@cg/data/content';
import { jsonSchemaOf, storeSchemasSql } from '@cg/data/contentSchemas';
import { contentSeedSql } from './contentSeed.ts';
import { findPlaceholders } from './launch-check.ts';

describe('the content seed', () => {
  it("is what `pnpm content:seed` writes from today's content (run it after changing the content package)", () => {
    expect(readFileSync(new URL('../supabase/seed-content.sql', import.meta.url), 'utf8')).toBe(contentSeedSql());
  });

  it('marks as placeholders exactly the fields the launch check finds in each seeded module, with the same texts', () => {
    let marks = 0;
    for (const document of seedDocuments) {
      const inSource = findPlaceholders()
        .filter((found) => found.file.endsWith(`/${document.module}`))
        .map((found) => found.supply);
      const marked = Object.values(placeholderFields(document.value)).map((mark) => mark.supply);
      expect(marked, document.key).toEqual(inSource);
      marks += marked.length;
    }
    // Not a comparison of nothing with nothing: today's documents hold the company's samples (/tests' questions none).
    expect(marks).toBeGreaterThan(10);
  });
});

describe('the site built from the seeded database', () => {
  it("reads every document exactly as today's content, key order included (the build puts it in place of the module)", async () => {
    const backend = await startLocalSupabase({ port: 0, mail: { log: () => undefined } });
    try {
      const published = await fetchPublishedContent(backend);
      for (const document of seedDocuments) {
        expect(JSON.stringify(published.get(document.key)?.data), document.key).toBe(JSON.stringify(document.value));
        // Nothing of the module's value is lost on the way through JSON (no function, date or undefined).
        expect(JSON.parse(JSON.stringify(document.value)), document.key).toEqual(document.value);
      }
    } finally {
      await backend.stop();
    }
  }, 60_000);
});

describe('the schemas the database checks', () => {
  it("are each kind's valibot schema as JSON Schema (when one changes, a migration stores storeSchemasSql())", async () => {
    const db = await openDatabase();
    try {
      const { rows } = await db.query<{ kind: string; schema: unknown }>('select kind, schema from public.content_schemas order by kind');
      const kinds = Object.keys(contentKinds).sort() as ContentKind[];
      expect(rows.map((row) => row.kind)).toEqual(kinds);
      for (const row of rows)
        expect(row.schema, `${row.kind}; the migration's statement:\n${storeSchemasSql()}`).toEqual(jsonSchemaOf(row.kind as ContentKind));

      // The database and valibot accept and refuse the same drafts: a stranger's text in every kind of field.
      const company = seedDocuments.find((document) => document.key === 'company')!.value as typeof brand;
      const questions = seedDocuments.find((document) => document.key === 'seminaria-faq')!.value as typeof seminarFaq;
      const testimonials = seedDocuments.find((document) => document.key === 'home-testimonials')!.value as typeof homeTestimonials;
      const team = seedDocuments.find((document) => document.key === 'about-team')!.value as typeof aboutTeam;
      const tv = seedDocuments.find((document) => document.key === 'articles-tv')!.value as typeof tvList;
      const episodes = seedDocuments.find((document) => document.key === 'podcast-episodes')!.value as typeof podcastList;
      const episode = episodes.items[1]!;
      const heroes = seedDocuments.find((document) => document.key === 'page-heroes')!.value as typeof pageHeroes;
      const homeCta = (href: string) => ({ ...heroes, home: { ...heroes.home, cta: { ...heroes.home.cta, href } } });
      const studentsCta = (href: string) => ({ ...heroes, students: { ...heroes.students, cta: { ...heroes.students.cta, href } } });
      const heroPicture = (picture: object) => ({ ...heroes, students: { ...heroes.students, picture } });
      const services = seedDocuments.find((document) => document.key === 'home-services')!.value as typeof homeServices;
      const serviceLeadingTo = (href: string) => ({ items: [{ ...services.items[0]!, href }, ...services.items.slice(1)] });
      const sections = seedDocuments.find((document) => document.key === 'page-sections')!.value as typeof pageSections;
      const homeStats = (stats: object) => ({ ...sections, home: { ...sections.home, stats } });
      const programme = seedDocuments.find((document) => document.key === 'students-programme')!.value as typeof studentsProgrammeCards;
      const firstCardPoints = (points: unknown) => ({ items: [{ ...programme.items[0]!, points }, ...programme.items.slice(1)] });
      const steps = seedDocuments.find((document) => document.key === 'mixanografika-steps')!.value as typeof mixanografikaSteps;
      const history = seedDocuments.find((document) => document.key === 'about-history')!.value as typeof aboutHistoryList;
      const tests = seedDocuments.find((document) => document.key === 'tests-descriptions')!.value as typeof testDescriptions;
      const labels = seedDocuments.find((document) => document.key === 'stat-labels')!.value as typeof statLabels;
      const founded = (year: unknown) => ({ items: [{ ...history.items[0]!, year }, ...history.items.slice(1)] });
      const answered = (answer: string) => ({ items: [{ ...questions.items[0]!, answer }, ...questions.items.slice(1)] });
      const seminarFacts = seedDocuments.find((document) => document.key === 'seminar-facts')!.value;
      /** A name, a kind, a draft, and, where the case is about it, whether both must accept it. */
      const drafts: [string, ContentKind, unknown, boolean?][] = [
        ['today', 'company', company],
        [
          'a new phone',
          'company',
          { ...company, phone: { display: '211 111 1111', href: 'tel:+302111111111', international: '+30 211 111 1111' } },
        ],
        ['a blank name', 'company', { ...company, name: ' \t ' }],
        ['a name too long', 'company', { ...company, name: 'Α'.repeat(81) }],
        ['a javascript: link', 'company', { ...company, social: { ...company.social, youtube: 'javascript:alert(1)' } }],
        ['a protocol-relative link', 'company', { ...company, calculatorUrl: '//evil.example/x' }],
        ['a site path', 'company', { ...company, calculatorUrl: '/media/placeholder.html?embed=1' }],
        ['http, not https', 'company', { ...company, appUrl: 'http://app.example.gr' }],
        ['a script for an email', 'company', { ...company, email: '<script>@x' }],
        ['a missing field', 'company', { ...company, email: undefined }],
        ['an extra field', 'company', { ...company, extra: '<b>' }],
        ['a year with decimals', 'company', { ...company, foundingYear: 2002.5 }],
        ['a year as text', 'company', { ...company, foundingYear: '2002' }],
        ['a latitude out of range', 'company', { ...company, address: { ...company.address, geo: { latitude: 91, longitude: 23 } } }],
        ['a country not served', 'company', { ...company, address: { ...company.address, country: 'US' } }],
        ['a colour name', 'company', { ...company, themeColor: 'red' }],
        ['the testimonials today', 'testimonials', testimonials],
        ['testimonials reordered', 'testimonials', { items: [...testimonials.items].reverse() }],
        ['no testimonial', 'testimonials', { items: [] }],
        ['seven testimonials', 'testimonials', { items: Array.from({ length: 7 }, () => testimonials.items[0]) }],
        ['six stars', 'testimonials', { items: [{ ...testimonials.items[0]!, rating: 6 }] }],
        ['half a star', 'testimonials', { items: [{ ...testimonials.items[0]!, rating: 4.5 }] }],
        ['a blank quote', 'testimonials', { items: [{ ...testimonials.items[0]!, content: '   ' }] }],
        ['markup in a quote', 'testimonials', { items: [{ ...testimonials.items[0]!, content: '<img src=x onerror=alert(1)>' }] }],
        ['a quote too long', 'testimonials', { items: [{ ...testimonials.items[0]!, content: 'Α'.repeat(201) }] }],
        ['an item with a link field', 'testimonials', { items: [{ ...testimonials.items[0]!, url: 'javascript:alert(1)' }] }],
        ['a list that is an object', 'testimonials', { items: { 0: testimonials.items[0] } }],
        ['the questions today', 'faq', questions],
        ['a question added', 'faq', { items: [...questions.items, { question: 'Κοστίζει;', answer: 'Δείτε το πρόγραμμα.' }] }],
        ['a blank answer', 'faq', { items: [{ ...questions.items[0]!, answer: '\n\t ' }] }],
        ['a question too long', 'faq', { items: [{ ...questions.items[0]!, question: 'Ε'.repeat(151) }] }],
        ['a script for an answer', 'faq', { items: [{ ...questions.items[0]!, answer: '<script>alert(1)</script>' }] }],
        ['an answer as a number', 'faq', { items: [{ ...questions.items[0]!, answer: 42 }] }],
        ['the team today', 'team', team],
        [
          'next year’s counsellor',
          'team',
          { items: [...team.items, { name: 'Άννα Νικολάου', role: 'Σύμβουλος', bio: 'Νέα στην ομάδα.' }] },
        ],
        ['thirteen members', 'team', { items: Array.from({ length: 13 }, () => team.items[0]) }],
        ['a member without a name', 'team', { items: [{ ...team.items[0]!, name: '' }] }],
        ['markup in a biography', 'team', { items: [{ ...team.items[0]!, bio: '<a href="javascript:alert(1)">x</a>' }] }],
        ['a biography too long', 'team', { items: [{ ...team.items[0]!, bio: 'Β'.repeat(301) }] }],
        ['the episodes today', 'podcast', episodes],
        ['a new episode with its reel', 'podcast', { items: [{ ...episode, id: 10, instagramReel: 'https://www.instagram.com/reel/x' }] }],
        ['a day that is no day', 'podcast', { items: [{ ...episode, date: '2025-13-40' }] }],
        ['a day written the Greek way', 'podcast', { items: [{ ...episode, date: '14/11/2025' }] }],
        ['a javascript: video', 'podcast', { items: [{ ...episode, youtubeUrl: 'javascript:alert(1)' }] }],
        ['an http reel', 'podcast', { items: [{ ...episode, instagramReel: 'http://instagram.com/x' }] }],
        ['an episode numbered zero', 'podcast', { items: [{ ...episode, id: 0 }] }],
        ['the TV appearances today', 'tv', tv],
        ['an appearance with its video', 'tv', { items: [{ title: 'Στην πρωινή ζώνη', youtubeId: 'dQw4w9WgXcQ' }] }],
        ['a video id too short', 'tv', { items: [{ title: 'Στην πρωινή ζώνη', youtubeId: 'abc' }] }],
        ['a whole address for an id', 'tv', { items: [{ title: 'Χ', youtubeId: 'https://youtu.be/dQw4w9WgXcQ' }] }],
        ['an id with a quote', 'tv', { items: [{ title: 'Χ', youtubeId: 'dQw4w9WgXc"' }] }],
        ['an empty id', 'tv', { items: [{ title: 'Χ', youtubeId: '' }] }],
        ['an appearance without a title', 'tv', { items: [{ youtubeId: 'dQw4w9WgXcQ' }] }],
        ['a member with a photo address', 'team', { items: [{ ...team.items[0]!, photo: 'https://evil.example/x.jpg' }] }],
        ['the heroes today', 'heroes', heroes, true],
        ['a hero leading to a page of the site', 'heroes', homeCta('/mixanografika'), true],
        ['a hero leading to a page the site does not have', 'heroes', homeCta('/mixanografiko'), false],
        ['a hero leading to a page with more after it', 'heroes', homeCta('/tests/../admin'), false],
        ['a hero leading to a script', 'heroes', homeCta('javascript:alert(1)'), false],
        ['a hero leading to a secure page elsewhere', 'heroes', homeCta('https://example.gr/x'), true],
        ['the home page’s hero leading to a form it does not have', 'heroes', homeCta('#lead-form'), false],
        ['/students’ hero leading to its form', 'heroes', studentsCta('#lead-form'), true],
        ['a hero leading to another anchor', 'heroes', studentsCta('#top'), false],
        ['a hero without its line above the title', 'heroes', { ...heroes, home: { ...heroes.home, eyebrow: undefined } }, true],
        ['a hero with its picture and words', 'heroes', heroPicture({ path: 'heroes/c9d0e1f2-0000-2000x1500.jpg', alt: 'Μαθήτρια' }), true],
        ['a hero’s picture without its words', 'heroes', heroPicture({ path: 'heroes/c9d0e1f2-0000-2000x1500.jpg' }), false],
        ['a hero’s picture elsewhere on the web', 'heroes', heroPicture({ path: 'https://evil.example/x.jpg', alt: 'Μαθήτρια' }), false],
        ['the services today', 'services', services, true],
        ['a service leading to a page of the site', 'services', serviceLeadingTo('/seminaria'), true],
        ['a service leading to a page the site does not have', 'services', serviceLeadingTo('/mixanografiko'), false],
        ['a service leading to a script', 'services', serviceLeadingTo('javascript:alert(1)'), false],
        ['a service leading to its page’s form', 'services', serviceLeadingTo('#lead-form'), false],
        ['ten services', 'services', { items: [...services.items, ...services.items.slice(0, 4)] }, false],
        ['no service', 'services', { items: [] }, false],
        ['the sections’ headings today', 'sections', sections, true],
        ['a heading renamed', 'sections', homeStats({ ...sections.home.stats, title: 'Σε αριθμούς' }), true],
        ['a blank heading', 'sections', homeStats({ ...sections.home.stats, title: '   ' }), false],
        ['an introduction too long', 'sections', homeStats({ ...sections.home.stats, intro: 'α'.repeat(301) }), false],
        ['an introduction left out where the page has one', 'sections', homeStats({ title: 'Τα νούμερά μας' }), false],
        [
          'an introduction where the page has none',
          'sections',
          { ...sections, about: { ...sections.about, team: { title: 'Η ομάδα', intro: 'x' } } },
          false,
        ],
        ['a page left out', 'sections', { ...sections, about: undefined }, false],
        [
          'the contact block without its hours’ sub-heading',
          'sections',
          { ...sections, home: { ...sections.home, contact: { ...sections.home.contact, hoursTitle: undefined } } },
          false,
        ],
        [
          '/articles’ latest heading renamed',
          'sections',
          { ...sections, articles: { ...sections.articles, latest: { title: 'Πρόσφατα' } } },
          true,
        ],
        ['/articles left out', 'sections', { ...sections, articles: undefined }, false],
        ['the programme’s cards today', 'cards', programme, true],
        ['a card without points', 'cards', { items: [{ title: 'Για τον μαθητή', text: 'Ανακαλύπτει τι τον ενδιαφέρει.' }] }, true],
        ['a card’s point blank', 'cards', firstCardPoints(['Τεστ', ' ']), false],
        ['a card’s point too long', 'cards', firstCardPoints(['α'.repeat(81)]), false],
        ['seven points on a card', 'cards', firstCardPoints(['1', '2', '3', '4', '5', '6', '7']), false],
        ['points as one text', 'cards', firstCardPoints('Τεστ, Αναφορά'), false],
        ['a point as markup', 'cards', firstCardPoints([{ html: '<b>Τεστ</b>' }]), false],
        ['no card', 'cards', { items: [] }, false],
        [
          'a card leading to its page’s form',
          'cards',
          { items: [{ ...programme.items[0]!, action: { label: 'Φόρμα', href: '#lead-form' } }] },
          true,
        ],
        [
          'a card leading to a script',
          'cards',
          { items: [{ ...programme.items[0]!, action: { label: 'Φόρμα', href: 'javascript:alert(1)' } }] },
          false,
        ],
        ['a card’s link without its words', 'cards', { items: [{ ...programme.items[0]!, action: { href: '/tests' } }] }, false],
        [
          'a card on a page without a form leading to the form',
          'formless-cards',
          { items: [{ ...programme.items[0]!, action: { label: 'Φόρμα', href: '#lead-form' } }] },
          false,
        ],
        [
          'a card on a page without a form leading to a page',
          'formless-cards',
          { items: [{ ...programme.items[0]!, action: { label: 'Τα τεστ', href: '/tests' } }] },
          true,
        ],
        ['the steps today', 'steps', steps, true],
        ['one step only', 'steps', { items: steps.items.slice(0, 1) }, false],
        ['a step without its line', 'steps', { items: [steps.items[0], { title: 'Στρατηγική' }] }, false],
        ['the history today', 'timeline', history, true],
        ['the tests’ descriptions today', 'test-descriptions', tests, true],
        ['a test without points', 'test-descriptions', { ...tests, meta: { ...tests.meta, points: [] } }, false],
        ['a fifth test', 'test-descriptions', { ...tests, other: tests.meta }, false],
        ['a test left out', 'test-descriptions', { ...tests, next: undefined }, false],
        ['the counters’ labels today', 'stat-labels', labels, true],
        ['what Meta includes today', 'checklist', { items: ['Online τεστ', 'Αναφορά αποτελεσμάτων'] }, true],
        ['an empty checklist', 'checklist', { items: [] }, false],
        ['a blank item', 'checklist', { items: ['Online τεστ', '  '] }, false],
        ['eleven items', 'checklist', { items: Array.from({ length: 11 }, (_, index) => `Σημείο ${index + 1}`) }, false],
        ['a counter’s label blank', 'stat-labels', { ...labels, foreis: { ...labels.foreis, studentsReached: '' } }, false],
        ['a label for a figure the page does not show', 'stat-labels', { ...labels, foreis: { ...labels.foreis, years: 'Χρόνια' } }, false],
        ['a year as a number', 'timeline', founded(2002), false],
        ['a year of two digits', 'timeline', founded('02'), false],
        ['a year with words', 'timeline', founded('2002 περίπου'), false],
        ['an answer naming the seminar’s facts in braces', 'faq', answered('Ο {κύκλος}ος κύκλος ξεκινά {πότε-ξεκινά}.'), true],
        ['an answer naming a fact the site does not have', 'faq', answered('Από το {πανεπιστήμιο}.'), false],
        ['an answer naming a fact without accents', 'faq', answered('Πάνω από {χρονια} χρόνια.'), false],
        ['an answer with a brace left open', 'faq', answered('Πάνω από {χρόνια χρόνια.'), false],
        ['an answer with a closing brace alone', 'faq', answered('Πάνω από χρόνια} χρόνια.'), false],
        ['an answer that is a fact’s name alone', 'faq', answered('{επωνυμία}'), true],
        ['a heading naming the company', 'sections', homeStats({ ...sections.home.stats, title: 'Η {επωνυμία} σε αριθμούς' }), true],
        ['the company’s name naming a fact', 'company', { ...company, name: '{επωνυμία}' }, false],
        ['the seminar’s partner with a brace', 'seminar', { ...seminarFacts, partner: 'Κέντρο {Α}' }, false],
        ['the seminar at a glance today', 'details', seedDocuments.find((document) => document.key === 'seminaria-info')!.value, true],
        ['a detail without its term', 'details', { items: [{ detail: '{ώρες-σεμιναρίου} ώρες' }] }, false],
        ['no detail', 'details', { items: [] }, false],
        ['a term too long', 'details', { items: [{ term: 'Δ'.repeat(31), detail: 'Online' }] }, false],
      ];
      for (const [name, kind, draft, accepted] of drafts) {
        const { rows: checked } = await db.query<{ errors: string[] }>(
          'select private.json_schema_errors(schema, $1::jsonb) as errors from public.content_schemas where kind = $2',
          [JSON.stringify(draft), kind],
        );
        expect(checked[0]!.errors.length === 0, name).toBe(v.safeParse(contentKinds[kind], draft).success);
        if (accepted !== undefined) expect(checked[0]!.errors.length === 0, name).toBe(accepted);
      }
    } finally {
      await db.close();
    }
  }, 60_000);
});
