import { useId } from 'react';
import type { ArticleSummary } from '../ArticleCard/articleTypes';
import { Card } from '../Card/Card';
import { Link } from '../Link/Link';
import { Stack } from '../Stack/Stack';
import { visuallyHidden } from '../styles/utilities.css';
import * as css from './ArticleColumn.css';
import { Heading } from '../Heading/Heading';

export type ArticleColumnProps = {
  title: string;
  articles: readonly (ArticleSummary & { key: string })[];
  labels: { newTab: string; empty: string };
};

/**
 * A titled side column of short article links, newest first.
 * Accessibility: a section named by its heading, the articles an ordered list, each date a `<time>`; an external link says it opens a new tab.
 */
export function ArticleColumn({ title, articles, labels }: ArticleColumnProps) {
  const headingId = useId();
  return (
    <Card as="section" padding="md" space="sm" shadow="sm" aria-labelledby={headingId}>
      <Heading level={2} id={headingId} className={css.heading}>
        {title}
      </Heading>
      {articles.length === 0 ? (
        <p className={css.meta}>{labels.empty}</p>
      ) : (
        <Stack as="ol" space="sm">
          {articles.map((article) => (
            <Stack as="li" space="xxs" key={article.key} className={css.item}>
              <Link className={css.link} href={article.href} newTab={article.external}>
                {article.title}
                {article.external ? <span className={visuallyHidden}> {labels.newTab}</span> : null}
              </Link>
              <p className={css.meta}>
                <time dateTime={article.date.iso}>{article.date.display}</time>
                {article.publication ? ` · ${article.publication}` : null}
              </p>
            </Stack>
          ))}
        </Stack>
      )}
    </Card>
  );
}
