import { lazyPart } from '../lib/lazyPart';

/**
 * TV appearances, the podcast and the closing call, below the list: plain links in the prerendered HTML,
 * their code and content outside the first load of a page React hydrates whole.
 */
export const LazyArticlesExtras = lazyPart<object>(() => import('./ArticlesExtras').then((module) => module.ArticlesExtras));
