import { VideoEmbed } from '@cg/ui';
import { videoPoster } from '@cg/content/media';
import { videoPageUrl, videoPlayerUrl, type CompanyVideo } from '@cg/content/video';
import { contentPoster } from '../lib/contentPicture';

/** `poster`: which of the project's drawn posters (1 to 3) stands in while staff have uploaded none for the video. */
export type CompanyVideoEmbedProps = { video: CompanyVideo; poster: number };

/** One of the company's videos behind a facade with its picture, or one of the project's posters. */
export function CompanyVideoEmbed({ video, poster }: CompanyVideoEmbedProps) {
  return (
    <VideoEmbed
      src={videoPlayerUrl(video)}
      href={videoPageUrl(video)}
      title={video.title}
      playLabel={`Αναπαραγωγή βίντεο: ${video.title}`}
      poster={video.poster ? contentPoster(video.poster) : videoPoster(poster)}
    />
  );
}
