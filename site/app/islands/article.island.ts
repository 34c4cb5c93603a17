import { type ArticleAsBuilt, showCurrentArticle } from '../articles/currentArticle';
import { defineIsland } from './defineIsland';

/**
 * An article's page (prerendered, or the shell of one newer than the build) reads its article from the backend once
 * the page is idle, and shows the current copy where the build's is not.
 */
export default defineIsland({
  name: 'article',
  enhance: (root, asBuilt: ArticleAsBuilt) => showCurrentArticle(root, window.location.pathname, asBuilt),
  when: 'idle',
});
