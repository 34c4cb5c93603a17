import { Link, LoadingState } from '@cg/ui';
import { routeFor } from '@cg/data/routeTable';
import { ArticlePage } from '../pages/ArticlePage';
import { NotFoundView } from '../pages/NotFoundPage';
import { ArticleUnavailable } from './ArticleUnavailable';
import { slotArticle, slotHtml, templateName } from './articleTemplate';
import * as css from './NewerArticleShell.css';
import { shellPart } from './newerArticleParts';

const articles = routeFor('/articles');

/**
 * The page at the address of an article published after the build (served as the articles' folder's 404.html):
 * its loading state until its island has read the article and shows it; the message with a retry if it cannot;
 * without JavaScript, where the article is to be found. It carries the article's page and the 404 page as templates
 * the island fills without React (articleTemplate.ts).
 */
export function NewerArticleShell() {
  return (
    <>
      <div {...{ [shellPart.attribute]: shellPart.loading }}>
        <LoadingState label="Φόρτωση άρθρου…" pageHeading />
        <noscript>
          <p className={css.withoutScripts}>
            Αν το άρθρο δημοσιεύτηκε πρόσφατα, θα το δείτε με ενεργοποιημένη JavaScript μέχρι την επόμενη ενημέρωση του ιστότοπου. Τα
            υπόλοιπα άρθρα μας θα τα βρείτε στη σελίδα <Link href={articles.path}>{articles.breadcrumb}</Link>.
          </p>
        </noscript>
      </div>
      <div {...{ [shellPart.attribute]: shellPart.unavailable }} hidden>
        <ArticleUnavailable />
      </div>
      <template {...{ [templateName.attribute]: templateName.article }}>
        <ArticlePage article={slotArticle} html={slotHtml} />
      </template>
      <template {...{ [templateName.attribute]: templateName.notFound }}>
        <NotFoundView />
      </template>
    </>
  );
}
