import { memo, useMemo } from 'react';
import {
  ArticleCard,
  ArticleColumn,
  ArticleSearch,
  FeaturedArticle,
  InfoCards,
  PageHeader,
  Section,
  Tiles,
  visuallyHidden,
  type InfoCard,
} from '@cg/ui';
import { Heading, Stack } from '@cg/ui/layout';
import { articleCategoryLabels, type ArticleListing } from '@cg/data/published';
import { categoriesOf, featuredOf, fromPress, fromStored, latestArticles, latestIn, mergeByDate } from '../articles/articleList';
import { toSummary } from '../articles/articleSummary';
import { useArticleFilters } from '../articles/useArticleFilters';
import { useArticleListing } from '../articles/useArticleListing';
import { ArticlesExtrasIsland } from '../articles/ArticlesExtrasIsland';
import { articlesPage as text } from '@cg/content/articlesPage';
import { pressArticles } from '@cg/content/pressArticles';
import { routePath } from '../routePath';
import * as css from './ArticlesPage.css';

const press = fromPress(pressArticles);
const selfPath = routePath('/articles');

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
  const { filters, setQuery, setCategory } = useArticleFilters();
  const stored = useArticleListing(storedListing, filters);
  const { featured, columns, categories } = useMemo(() => {
    const { featured: storedFeatured, columns: storedColumns } = stored.listing;
    const column = (category: keyof typeof storedColumns) =>
      latestIn(mergeByDate(fromStored(storedColumns[category]), press), articleCategoryLabels[category]);
    return {
      featured: featuredOf(mergeByDate(fromStored(storedFeatured ? [storedFeatured] : []), press)),
      columns: { education: column('education'), work: column('work') },
      // Every category an entry carries: the columns hold at least one of each stored category that has any.
      categories: categoriesOf([...fromStored([...storedColumns.education, ...storedColumns.work]), ...press]),
    };
  }, [stored.listing]);
  const latest = latestArticles(mergeByDate(fromStored(stored.latest), press), filters);
  return (
    <>
      <ArticlesHero topics={topics} />
      <Section aria-label={text.title}>
        <ArticleSearch
          action={selfPath}
          query={filters.query}
          category={filters.category ?? ''}
          categories={categories}
          resultText={text.resultCount(latest.length)}
          labels={text.search}
          onQueryChange={setQuery}
          onCategoryChange={setCategory}
        />
        <div className={css.layout}>
          <Stack space="xl" className={css.centre}>
            {featured ? <FeaturedArticle article={toSummary(featured)} labels={{ ...text.featured, newTab: text.newTab }} /> : null}
            <Stack as="section" space="md" id="latest" aria-labelledby="latest-title" aria-busy={stored.searching} className={css.latest}>
              <Heading level={2} size="xxl" id="latest-title">
                {text.latestTitle}
              </Heading>
              {stored.searchFailed ? <p role="alert">{text.searchFailed}</p> : null}
              {latest.length ? (
                <Tiles as="ul" columns={{ tablet: 2 }}>
                  {latest.map((article) => (
                    <li key={article.key}>
                      <ArticleCard article={toSummary(article)} newTabLabel={text.newTab} />
                    </li>
                  ))}
                </Tiles>
              ) : (
                <p className={css.empty}>{text.empty}</p>
              )}
            </Stack>
          </Stack>
          <div className={css.education}>
            <ArticleColumn
              title={text.columns.education}
              articles={columns.education.map(toSummary)}
              labels={{ newTab: text.newTab, empty: text.emptyColumn }}
            />
          </div>
          <div className={css.work}>
            <ArticleColumn
              title={text.columns.work}
              articles={columns.work.map(toSummary)}
              labels={{ newTab: text.newTab, empty: text.emptyColumn }}
            />
          </div>
        </div>
      </Section>
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
