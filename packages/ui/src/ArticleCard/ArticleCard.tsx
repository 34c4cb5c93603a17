import { Badge } from '../Badge/Badge';
import { Inline } from '../Inline/Inline';
import { Link } from '../Link/Link';
import { LazyImage } from '../Picture/LazyImage';
import { Stack } from '../Stack/Stack';
import { visuallyHidden } from '../styles/utilities.css';
import type { ArticleSummary } from './articleTypes';
import * as css from './ArticleCard.css';
import { Heading } from '../Heading/Heading';

export type ArticleCardProps = {
  article: ArticleSummary;
  /** Read after an outlet link's text, e.g. '(ανοίγει σε νέα καρτέλα)'. */
  newTabLabel: string;
  headingLevel?: 3 | 4;
};

/**
 * One article in a grid: picture, category, date, title (the card's one link), summary and outlet.
 * Accessibility: one `<article>` with one link, the title, so a screen reader's links list reads each article once; the picture is decorative (empty alt), the date a `<time>`, an external article says it opens a new tab.
 */
export function ArticleCard({ article, newTabLabel, headingLevel = 3 }: ArticleCardProps) {
  return (
    <article className={css.card}>
      {article.image ? <LazyImage className={css.image} image={article.image} alt="" /> : null}
      <Stack space="xs" className={css.body}>
        <Inline as="p" space="xs" className={css.meta}>
          <Badge size="sm">{article.category}</Badge>
          <time dateTime={article.date.iso}>{article.date.display}</time>
        </Inline>
        <Heading level={headingLevel} className={css.title}>
          <Link className={css.link} href={article.href} newTab={article.external}>
            {article.title}
            {article.external ? <span className={visuallyHidden}> {newTabLabel}</span> : null}
          </Link>
        </Heading>
        {article.description ? <p className={css.description}>{article.description}</p> : null}
        {article.publication ? <p className={css.publication}>{article.publication}</p> : null}
      </Stack>
    </article>
  );
}
