import { Breadcrumbs, ButtonLink, MarkdownHtml, Section } from '@cg/ui';
import { articleCategoryLabels, type PublishedArticle } from '@cg/data/published';
import { formatDateEl } from '../lib/dates';
import { homeCrumb } from '../lib/breadcrumbs';
import { routeFor } from '../routeTable';
import * as layout from './pageLayout.css';
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
        items={[homeCrumb, { label: articles.breadcrumb, href: articles.path }, { label: article.title, href: `${articles.path}/${article.slug}` }]}
      />
      <Section>
        <article className={css.article}>
          <header className={css.header}>
            <p className={css.meta}>
              <span className={css.category}>{articleCategoryLabels[article.category]}</span>
              <time dateTime={article.published_at}>{formatDateEl(article.published_at)}</time>
            </p>
            <h1 className={layout.title}>{article.title}</h1>
            {article.excerpt ? <p className={layout.lead}>{article.excerpt}</p> : null}
          </header>
          {article.thumbnail_url ? <img className={css.thumbnail} src={article.thumbnail_url} alt="" width={960} height={540} fetchPriority="high" /> : null}
          {html ? <MarkdownHtml html={html} /> : null}
          <footer className={layout.actions}>
            <ButtonLink href={articles.path} tone="secondary">
              Όλα τα άρθρα
            </ButtonLink>
          </footer>
        </article>
      </Section>
    </>
  );
}
