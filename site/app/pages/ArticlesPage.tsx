import { memo } from 'react';
import { InfoCards, PageHeader, Section, visuallyHidden, type InfoCard } from '@cg/ui';
import { Heading, Stack } from '@cg/ui/layout';
import type { ArticleListing } from '@cg/data/published';
import { LazyArticlesExtras } from '../articles/LazyArticlesExtras';
import { pageSections } from '@cg/content/pageSections';
import articlesCheck from '../islands/articlesCheck.island';
import articlesListing from '../islands/articlesListing.island';
import { Island } from '../islands/Island';

export type ArticlesPageProps = {
  /**
   * What the page shows of the admin's published articles, as the build read it (null: the build had no
   * backend); the page reads it again in the browser, and asks the backend when the visitor searches.
   */
  storedListing?: ArticleListing | null;
  /**
   * The four topic tiles (articleTopics): from the loader, because their badges count the press entries
   * and TV appearances, and counting them in the browser would ship the whole TV list with the page.
   */
  topics: readonly InfoCard[];
};

const sections = pageSections.articles;
/** What the list's island says of itself: the page's title names its region, and the latest articles' heading. */
const headings = { page: sections.header.title, latest: sections.latest.title };

/** /articles: press, our own articles, TV appearances and the podcast, with search and category. */
export function ArticlesPage({ storedListing = null, topics }: ArticlesPageProps) {
  return (
    <>
      <ArticlesHero topics={topics} />
      <Island of={articlesCheck} props={{}} />
      {/* The listing is read from the file the build wrote beside the page (articles/articleList.ts: builtListing), not carried in it. */}
      <Island of={articlesListing} props={{ storedListing, headings }} serverOnly={['storedListing']} />
      <LazyArticlesExtras />
    </>
  );
}

/** The opening: title, lead and the four topic tiles. Memoised: it never changes with the list. */
const ArticlesHero = memo(function ArticlesHero({ topics }: { topics: readonly InfoCard[] }) {
  return (
    <>
      <Section tone="subtle">
        <Stack space="xl">
          <PageHeader title={sections.header.title} lead={sections.header.intro} />
          <Heading level={2} className={visuallyHidden}>
            {sections.topics.title}
          </Heading>
          <InfoCards cards={topics} columns={4} />
        </Stack>
      </Section>
    </>
  );
});
