import { tvList } from './tvList';
import { videoPageUrl, type CompanyVideo } from './video';

/**
 * TV appearances on /articles: 15 cards, each opening its video page in a new tab. Thumbnails are
 * the project's own posters. The list is staff's (tvList.ts, the «articles-tv» document).
 */
export type TvAppearance = { id: string; url: string; title: string; thumbnail: string };

const appearance = (video: CompanyVideo, index: number): TvAppearance => ({
  id: video.youtubeId ?? `sample-${index + 1}`,
  url: videoPageUrl(video),
  title: video.title,
  thumbnail: `/media/poster-${(index % 3) + 1}.webp`,
});

export const tvAppearances: readonly TvAppearance[] = tvList.items.map(appearance);
