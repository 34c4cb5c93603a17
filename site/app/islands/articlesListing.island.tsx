import { ArticlesListing } from '../articles/ArticlesListing';
import { defineIsland } from './defineIsland';

/**
 * The list on /articles, with its search: hydrated on the first pointer, focus or touch in it (what was typed before
 * is handed over), or at once when the address asks for filters or the backend has something new (articlesCheck).
 */
export default defineIsland({ name: 'articlesListing', component: ArticlesListing, when: 'interaction' });
