import { island } from '../lib/island';

/**
 * TV appearances, the podcast and the closing call, below the list: plain links in the prerendered HTML,
 * their code and content outside the page's first load.
 */
export const ArticlesExtrasIsland = island<object>(() => import('./ArticlesExtras').then((module) => module.ArticlesExtras));
