import { type ComponentProps, use } from 'react';
import type { ArticleListing } from '@cg/data/published';
import { builtListing } from '../articles/articleList';
import { ArticlesListing } from '../articles/ArticlesListing';
import { defineIsland } from './defineIsland';

let forHydration: Promise<ArticleListing | null> | undefined;

/**
 * The listing to hydrate with when the marker leaves it out: the build's, from its file. Unread (the visitor went
 * offline since the page came), the list renders without the stored articles and reads the backend's again.
 */
const builtOrNothing = () =>
  (forHydration ??= builtListing().catch((error: unknown) => {
    console.warn('Η λίστα των άρθρων της σελίδας δεν φορτώθηκε· ζητείται ξανά.', error);
    return null;
  }));

type Props = Omit<ComponentProps<typeof ArticlesListing>, 'storedListing'> & { storedListing?: ArticleListing | null };

/** On a page of islands the listing is not in the marker (Island's `serverOnly`): hydration waits for its file. */
function BuiltArticlesListing({ storedListing, ...props }: Props) {
  return <ArticlesListing {...props} storedListing={storedListing === undefined ? use(builtOrNothing()) : storedListing} />;
}

/**
 * The list on /articles, with its search: hydrated on the first pointer, focus or touch in it (what was typed before
 * is handed over), or at once when the address asks for filters or the backend has something new (articlesCheck).
 */
export default defineIsland({ name: 'articlesListing', component: BuiltArticlesListing, when: 'interaction' });
