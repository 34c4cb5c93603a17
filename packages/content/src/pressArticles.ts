import type { PressDocument } from '@cg/data/contentPress';
import { pressList } from './pressList.ts';

/**
 * Press coverage: articles about or by the company in other outlets, shown on /articles and opened at the outlet in a
 * new tab. The list is staff's (pressList.ts, the «articles-press» document); its pictures are the project's own
 * posters, one of three by place, as the TV appearances'. The spec's id and tags are not kept: no page shows, keys
 * on or searches by either.
 */
type PressEntry = PressDocument['items'][number];

export type PressCategory = PressEntry['category'];

export type PressArticle = Omit<PressEntry, 'placement'> & { image: string; featured: boolean };

const poster = (index: number) => `/media/poster-${(index % 3) + 1}.webp`;

export const pressArticles: readonly PressArticle[] = pressList.items.map(({ placement, ...entry }, index) => ({
  ...entry,
  image: poster(index),
  featured: placement === 'featured',
}));
