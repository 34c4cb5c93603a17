import { useId } from 'react';
import { Badge } from '../Badge/Badge';
import { ButtonLink } from '../Button/ButtonLink';
import type { ArticleSummary } from '../ArticleCard/articleTypes';
import { Inline } from '../Inline/Inline';
import { LazyImage } from '../Picture/LazyImage';
import { Stack } from '../Stack/Stack';
import { cx } from '../styles/cx';
import { visuallyHidden } from '../styles/utilities.css';
import * as css from './FeaturedArticle.css';
import { Heading } from '../Heading/Heading';

export type FeaturedArticleProps = {
  article: ArticleSummary;
  labels: { badge: string; read: string; newTab: string };
};

/**
 * The article a page puts first: badge, picture, title, summary and a button to read it.
 * Accessibility: an `<article>` named by its title; the separators between the facts are hidden from screen readers, the picture is decorative, the date a `<time>`.
 */
export function FeaturedArticle({ article, labels }: FeaturedArticleProps) {
  const titleId = useId();
  return (
    <article className={cx(css.card, article.image && css.withImage)} aria-labelledby={titleId}>
      {article.image ? <LazyImage className={css.image} image={article.image} alt="" /> : null}
      <Stack space="sm" align="start" className={css.body}>
        <Badge as="p" tone="brandStrong">
          {labels.badge}
        </Badge>
        <Inline as="p" space="xs" className={css.meta}>
          <span>{article.category}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={article.date.iso}>{article.date.display}</time>
          {article.publication ? (
            <>
              <span aria-hidden="true">·</span>
              <span>{article.publication}</span>
            </>
          ) : null}
        </Inline>
        <Heading level={3} id={titleId} className={css.title}>
          {article.title}
        </Heading>
        {article.description ? <p className={css.description}>{article.description}</p> : null}
        <ButtonLink href={article.href} newTab={article.external} aria-describedby={titleId}>
          {labels.read}
          {article.external ? <span className={visuallyHidden}> {labels.newTab}</span> : null}
        </ButtonLink>
      </Stack>
    </article>
  );
}
