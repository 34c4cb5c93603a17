import { useMemo } from 'react';
import { ArticleCard, ArticleColumn, ArticleSearch, FeaturedArticle, Section, Tiles } from '@cg/ui';
import { Heading, Stack } from '@cg/ui/layout';
import { articleCategoryLabels, type ArticleListing } from '@cg/data/published';
import { articlesPage as text } from '@cg/content/articlesPage';
import { pressArticles } from '@cg/content/pressArticles';
import { routePath } from '../routePath';
import { categoriesOf, featuredOf, fromPress, fromStored, latestArticles, latestIn, mergeByDate } from './articleList';
import { toSummary } from './articleSummary';
import { useArticleFilters } from './useArticleFilters';
import { useArticleListing } from './useArticleListing';
import * as css from '../pages/ArticlesPage.css';

const press = fromPress(pressArticles);
const selfPath = routePath('/articles');

/**
 * The list on /articles: the search and the category, the featured article, the latest under the filters and the
 * newest of each category, the admin's articles merged with the press entries. On the prerendered page an island
 * (ArticlesListingIsland): hydrated when the visitor turns to it, or at once when it has something new to show.
 */
export function ArticlesListing({
  storedListing,
  headings,
}: {
  storedListing: ArticleListing | null;
  /** The page's title, which names the list's region, and the latest articles' heading (staff's: pageSections.ts). */
  headings: { page: string; latest: string };
}) {
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
    <Section aria-label={headings.page}>
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
              {headings.latest}
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
  );
}
