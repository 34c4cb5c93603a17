import { memo, useMemo } from 'react';
import {
  ArticleCard,
  ArticleColumn,
  ArticleSearch,
  ButtonLink,
  CallToAction,
  EpisodeList,
  FeaturedArticle,
  InfoCards,
  PageHeader,
  Section,
  Tiles,
  VideoCards,
  visuallyHidden,
} from '@cg/ui';
import { Heading, Inline, Stack } from '@cg/ui/layout';
import { articleCategoryLabels, type ArticleListing } from '@cg/data/published';
import { categoriesOf, featuredOf, fromPress, fromStored, latestArticles, latestIn, mergeByDate } from '../articles/articleList';
import { toSummary } from '../articles/articleSummary';
import { useArticleFilters } from '../articles/useArticleFilters';
import { useArticleListing } from '../articles/useArticleListing';
import { articlesPage as text, articleTopics, podcastLinks } from '@cg/content/articlesPage';
import { podcast, podcastEpisodes } from '@cg/content/podcast';
import { pressArticles } from '@cg/content/pressArticles';
import { tvAppearances } from '@cg/content/tvAppearances';
import { formatDateEl } from '../lib/dates';
import { routeFor } from '../routeTable';
import * as css from './ArticlesPage.css';

const press = fromPress(pressArticles);
const videos = tvAppearances.map((video, index) => ({
  key: `${video.id}-${index}`,
  title: video.title,
  href: video.url,
  thumbnail: { src: video.thumbnail, width: 960, height: 540 },
}));
const episodes = podcastEpisodes.map((episode) => ({
  ...episode,
  date: { iso: episode.date, display: formatDateEl(episode.date) },
  videoUrl: episode.youtubeUrl,
  reelUrl: episode.instagramReel,
}));
const selfPath = routeFor('/articles').path;

export type ArticlesPageProps = {
  /**
   * What the page shows of the admin's published articles, as the build read it (null: the build had no
   * backend); the page reads it again in the browser, and asks the backend when the visitor searches.
   */
  storedListing?: ArticleListing | null;
};

/** /articles: press, our own articles, TV appearances and the podcast, with search and category. */
export function ArticlesPage({ storedListing = null }: ArticlesPageProps) {
  const { filters, setQuery, setCategory } = useArticleFilters();
  const stored = useArticleListing(storedListing, filters);
  const { featured, columns, categories } = useMemo(() => {
    const { featured: storedFeatured, columns: storedColumns } = stored.listing;
    const column = (category: keyof typeof storedColumns) => latestIn(mergeByDate(fromStored(storedColumns[category]), press), articleCategoryLabels[category]);
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
      <ArticlesHero />
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
            <ArticleColumn title={text.columns.education} articles={columns.education.map(toSummary)} labels={{ newTab: text.newTab, empty: text.emptyColumn }} />
          </div>
          <div className={css.work}>
            <ArticleColumn title={text.columns.work} articles={columns.work.map(toSummary)} labels={{ newTab: text.newTab, empty: text.emptyColumn }} />
          </div>
        </div>
      </Section>
      <ArticlesExtras />
    </>
  );
}

/** The opening: title, lead and the four topic tiles. Memoised: it never changes with the list. */
const ArticlesHero = memo(function ArticlesHero() {
  return (
    <>
      <Section tone="subtle">
        <Stack space="xl">
          <PageHeader title={text.title} lead={text.lead} />
          <h2 className={visuallyHidden}>{text.topicsTitle}</h2>
          <InfoCards cards={articleTopics} columns={4} />
        </Stack>
      </Section>
    </>
  );
});

/** TV appearances, the podcast and the closing call: static, so a fresher list never renders them again. */
const ArticlesExtras = memo(function ArticlesExtras() {
  return (
    <>
      <Section id="tv" title={text.tvTitle} intro={text.tvIntro} tone="subtle">
        <VideoCards videos={videos} newTabLabel={text.newTab} />
      </Section>
      <Section id="podcast" title={text.podcastTitle} intro={podcast.tagline}>
        <Stack space="xl">
          <Inline as="ul" space="sm">
            {[...podcastLinks.follow, ...podcastLinks.mail].map((link) => (
              <li key={link.label}>
                <ButtonLink href={link.href} tone="secondary" newTab={link.newTab}>
                  {link.label}
                  {link.newTab ? <span className={visuallyHidden}> {text.newTab}</span> : null}
                </ButtonLink>
              </li>
            ))}
          </Inline>
          <Heading level={3} size="xxl">
            {text.latestEpisodesTitle}
          </Heading>
          <EpisodeList
            episodes={episodes}
            labels={{
              episode: (id) => `Επεισόδιο ${id}`,
              watch: 'Δείτε το επεισόδιο',
              reel: 'Reel',
              newTab: text.newTab,
            }}
            headingLevel={4}
          />
          <Inline space="sm">
            <ButtonLink href={routeFor('/entos-ylis').path}>{text.allEpisodes}</ButtonLink>
          </Inline>
        </Stack>
      </Section>
      <CallToAction title={text.contact.title} text={text.contact.text} action={{ label: text.contact.action, href: '/#contact' }} />
    </>
  );
});
