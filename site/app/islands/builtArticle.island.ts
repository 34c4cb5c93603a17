import { type BuiltArticle, checkBuiltArticle } from '../articles/checkBuiltArticle';
import { defineIsland } from './defineIsland';

/** A prerendered article checks itself against the backend once the page is idle, without React. */
export default defineIsland({ name: 'builtArticle', enhance: (_root, article: BuiltArticle) => checkBuiltArticle(article), when: 'idle' });
