import { memo } from 'react';
import { InfoCards, PageHeader, Section, visuallyHidden, type InfoCard } from '@cg/ui';
import { Stack } from '@cg/ui/layout';
import type { ArticleListing } from '@cg/data/published';
import { ArticlesExtrasIsland } from '../articles/ArticlesExtrasIsland';
import { ArticlesListing } from '../articles/ArticlesListing';
import { articlesPage as text } from '@cg/content/articlesPage';
import { Island } from '../islands/Island';
import { NothingShown } from '../islands/NothingShown';

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

/** /articles: press, our own articles, TV appearances and the podcast, with search and category. */
export function ArticlesPage({ storedListing = null, topics }: ArticlesPageProps) {
  return (
    <>
      <ArticlesHero topics={topics} />
      <Island name="articlesCheck" component={NothingShown} props={{}} when="idle" />
      <Island name="articlesListing" component={ArticlesListing} props={{ storedListing }} when="interaction" />
      <ArticlesExtrasIsland />
    </>
  );
}

/** The opening: title, lead and the four topic tiles. Memoised: it never changes with the list. */
const ArticlesHero = memo(function ArticlesHero({ topics }: { topics: readonly InfoCard[] }) {
  return (
    <>
      <Section tone="subtle">
        <Stack space="xl">
          <PageHeader title={text.title} lead={text.lead} />
          <h2 className={visuallyHidden}>{text.topicsTitle}</h2>
          <InfoCards cards={topics} columns={4} />
        </Stack>
      </Section>
    </>
  );
});
