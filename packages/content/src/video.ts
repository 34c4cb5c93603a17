import { samplePage } from './placeholder';

/**
 * One of the company's videos on YouTube; `youtubeId` stays unset while the video is a placeholder, `poster` (a picture
 * staff uploaded for its facade) while the site's own drawn poster stands in.
 */
export type CompanyVideo = { title: string; youtubeId?: string; poster?: { path: string } };

/** The video's page on YouTube, or the sample page while it is a placeholder. */
export const videoPageUrl = ({ youtubeId }: CompanyVideo) =>
  youtubeId ? `https://www.youtube.com/watch?v=${encodeURIComponent(youtubeId)}` : samplePage;

/** The privacy-enhanced player a facade loads on request, or the sample page while it is a placeholder. */
export const videoPlayerUrl = ({ youtubeId }: CompanyVideo) =>
  youtubeId ? `https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1&rel=0` : samplePage;
