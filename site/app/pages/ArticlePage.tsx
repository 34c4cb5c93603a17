import { Breadcrumbs, ButtonLink, MarkdownHtml, Section } from '@cg/ui';
import { Heading, Inline, Stack, Text } from '@cg/ui/layout';
import { articleCategoryLabels, type PublishedArticle } from '@cg/data/published';
import { formatDateEl } from '../lib/dates';
import { homeCrumb } from '../lib/breadcrumbs';
import { routeFor } from '@cg/data/routeTable';
import * as css from './ArticlePage.css';

const articles = routeFor('/articles');

export type ArticlePageProps = {
  article: PublishedArticle;
  /** The content as renderMarkdown made it (raw HTML escaped, dangerous addresses dropped). */
  html: string | null;
};

/** /articles/{slug}: an article written in the admin, its Markdown rendered safely. */
export function ArticlePage({ article, html }: ArticlePageProps) {
  return (
    <>
      <Breadcrumbs
        label="Διαδρομή πλοήγησης"
        items={[
          homeCrumb,
          { label: articles.breadcrumb, href: articles.path },
          { label: article.title, href: `${articles.path}/${article.slug}` },
        ]}
      />
      <Section>
        <Stack as="article" space="xl" className={css.article}>
          <Stack as="header" space="md">
            <Inline as="p" space="sm" className={css.meta}>
              <Text as="span" weight="semibold" className={css.category}>
                {articleCategoryLabels[article.category]}
              </Text>
              <time dateTime={article.published_at}>{formatDateEl(article.published_at)}</time>
            </Inline>
            <Heading level={1}>{article.title}</Heading>
            {article.excerpt ? (
              <Text size="lg" tone="muted">
                {article.excerpt}
              </Text>
            ) : null}
          </Stack>
          {article.thumbnail_url ? (
            <img className={css.thumbnail} src={article.thumbnail_url} alt="" width={960} height={540} fetchPriority="high" />
          ) : null}
          {html ? <MarkdownHtml html={html} /> : null}
          <Inline as="footer" space="sm">
            <ButtonLink href={articles.path} tone="secondary">
              Όλα τα άρθρα
            </ButtonLink>
          </Inline>
        </Stack>
      </Section>
    </>
  );
}
