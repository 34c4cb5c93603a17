import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { routeTable, type RouteRow } from '@cg/data/routeTable';

/**
 * Designers review whole pages in Storybook's Pages group: every route of the route table has its page there (the
 * back office signed in). Which story shows which route module is written here, so a new route fails this test until
 * its page has a story.
 */
const storyOfModule: Record<string, string> = {
  'routes/home.tsx': 'Pages/Home',
  'routes/students.tsx': 'Pages/Students',
  'routes/university-students.tsx': 'Pages/UniversityStudents',
  'routes/mixanografika.tsx': 'Pages/Mixanografika',
  'routes/seminaria.tsx': 'Pages/Seminaria',
  'routes/foreis.tsx': 'Pages/Foreis',
  'routes/lead-thank-you.tsx': 'Pages/ThankYouPages',
  'routes/meta-thank-you.tsx': 'Pages/ThankYouPages',
  'routes/tests.tsx': 'Pages/Tests',
  'routes/tests-alias.tsx': 'Pages/Tests',
  'routes/imerides.tsx': 'Pages/Imerides',
  'routes/imerides-cancel.tsx': 'Pages/EventCancel',
  'routes/about.tsx': 'Pages/About',
  'routes/entos-ylis.tsx': 'Pages/EntosYlis',
  'routes/articles.tsx': 'Pages/Articles',
  'routes/article.tsx': 'Pages/Article',
  'routes/article-prerendered.tsx': 'Pages/Article',
  'routes/article-newer.tsx': 'Pages/Article',
  'routes/admin-articles.tsx': 'Pages/AdminArticles',
  'routes/admin-leads.tsx': 'Pages/AdminLeads',
  'routes/admin-reports.tsx': 'Pages/AdminReports',
  'routes/admin-events.tsx': 'Pages/AdminEvents',
  'routes/admin-content.tsx': 'Pages/AdminContent',
  'routes/simvouleftikisep.tsx': 'Pages/ConsultationBooked',
  'routes/privacy.tsx': 'Pages/Privacy',
  'routes/not-found.tsx': 'Pages/NotFound',
};

const app = fileURLToPath(new URL('.', import.meta.url));
const storyFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? storyFiles(join(dir, entry.name)) : entry.name.endsWith('.stories.tsx') ? [join(dir, entry.name)] : [],
  );
const pageStories = new Map(
  storyFiles(app).flatMap((file) => {
    const title = /title: '(Pages\/[^']+)'/.exec(readFileSync(file, 'utf8'))?.[1];
    return title ? [[title, readFileSync(file, 'utf8')] as const] : [];
  }),
);

describe('the Pages group in Storybook', () => {
  const pages = routeTable.filter((row) => row.module.endsWith('.tsx'));

  it('has a story of every route’s page', () => {
    expect(pages.length).toBeGreaterThan(15);
    for (const row of pages as readonly RouteRow[]) {
      // Its own page, the one the build prerenders from data, and the shell of one newer than the build.
      for (const module of [row.module, row.prerenderedModule, row.newerModule].filter(Boolean)) {
        const title = storyOfModule[module!];
        expect(title, `${row.path} (${module}) has no story named here`).toBeDefined();
        expect(pageStories.has(title!), `${row.path}: ${title} is not a story title`).toBe(true);
      }
    }
  });

  it('shows the back office signed in, as the admin', () => {
    for (const title of ['Pages/AdminArticles', 'Pages/AdminLeads', 'Pages/AdminReports'])
      expect(pageStories.get(title), title).toMatch(/storyAdmin|signedIn|signIn/);
  });
});
